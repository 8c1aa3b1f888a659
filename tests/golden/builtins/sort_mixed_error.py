# Sorting values that cannot be ordered.
print(sorted([3, 1, 2]))
print(sorted([1, "a"]))

# expect: [1, 2, 3]
# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'
