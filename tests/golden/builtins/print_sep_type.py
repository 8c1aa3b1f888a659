# sep must be a string.
print(1, 2, sep=", ")
print(1, 2, sep=3)

# expect: 1, 2
# expect runtime error: TypeError: sep must be None or a string, not int
