# int() of a non-numeric string.
print(int("12"))
print(int("12.5"))

# expect: 12
# expect runtime error: ValueError: invalid literal for int() with base 10: '12.5'
