# range() with step 0.
print(list(range(0, 3, 1)))
print(range(0, 3, 0))

# expect: [0, 1, 2]
# expect runtime error: ValueError: range() arg 3 must not be zero
