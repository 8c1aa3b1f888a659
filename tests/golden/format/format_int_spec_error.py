# A precision is not allowed for ints.
print(format(42, "5d"))
print(format(42, ".2d"))

# expect:    42
# expect runtime error: ValueError: Precision not allowed in integer format specifier
