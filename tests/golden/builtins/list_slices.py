# list slicing, slice assignment and deletion.
a = list(range(10))
print(a[2:5], a[::3], a[::-2], a[-3:], a[5:2], a[:100])
a[2:5] = ["x"]
print(a)
a[::2] = [0] * 4
print(a)
del a[1]
del a[::3]
print(a)
a[1:1] = [7, 8]
a[-1:] = []
print(a)

# expect: [2, 3, 4] [0, 3, 6, 9] [9, 7, 5, 3, 1] [7, 8, 9] [] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
# expect: [0, 1, 'x', 5, 6, 7, 8, 9]
# expect: [0, 1, 0, 5, 0, 7, 0, 9]
# expect: [0, 5, 7, 0]
# expect: [0, 7, 8, 5, 7]
