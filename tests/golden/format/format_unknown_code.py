# Unknown presentation type for a float.
print(format(1.5, "f"))
print(format(1.5, "d"))

# expect: 1.500000
# expect runtime error: ValueError: Unknown format code 'd' for object of type 'float'
