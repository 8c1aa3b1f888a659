# Methods through their class: str.upper, list.append, ... (as key= or map functions).
words = ["banana", "Apple", "cherry"]
print(list(map(str.upper, words)), sorted(words, key=str.lower), str.join("-", words), str.split("a b"))
a = []
list.append(a, 5)
print(a, float.is_integer(2.0), int.bit_length(255), str.format("{}!", 3), tuple.count((1, 1), 1))
print(str.upper(5))

# expect: ['BANANA', 'APPLE', 'CHERRY'] ['Apple', 'banana', 'cherry'] banana-Apple-cherry ['a', 'b']
# expect: [5] True 8 3! 2
# expect runtime error: TypeError: descriptor 'upper' for 'str' objects doesn't apply to a 'int' object
