# range() rejects floats.
print(range(3))
print(range(2.5))

# expect: range(0, 3)
# expect runtime error: TypeError: 'float' object cannot be interpreted as an integer
