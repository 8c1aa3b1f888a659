# float() of a non-numeric string.
print(float("1.5"))
print(float("abc"))

# expect: 1.5
# expect runtime error: ValueError: could not convert string to float: 'abc'
