# String methods check their argument counts like CPython.
print("a-b".split("-"), "abc".upper())
print("abc".upper(1))

# expect: ['a', 'b'] ABC
# expect runtime error: TypeError: str.upper() takes no arguments (1 given)
