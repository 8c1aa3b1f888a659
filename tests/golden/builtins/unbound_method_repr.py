# A builtin class's method taken from the class prints as CPython's method descriptor.
print(str.upper, list.append, dict.get, int.bit_length)
# expect: <method 'upper' of 'str' objects> <method 'append' of 'list' objects> <method 'get' of 'dict' objects> <method 'bit_length' of 'int' objects>
print(list(map(str.upper, ["a", "b"])), sorted(["b", "A"], key=str.lower))
# expect: ['A', 'B'] ['A', 'b']
