# list index out of range.
a = [1, 2, 3]
print(a[-3])
print(a[3])

# expect: 1
# expect runtime error: IndexError: list index out of range
