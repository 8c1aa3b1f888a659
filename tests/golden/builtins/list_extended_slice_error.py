# Assigning the wrong number of items to an extended slice.
a = [1, 2, 3, 4]
a[::2] = [9, 9]
print(a)
a[::2] = [1, 2, 3]

# expect: [9, 2, 9, 4]
# expect runtime error: ValueError: attempt to assign sequence of size 3 to extended slice of size 2
