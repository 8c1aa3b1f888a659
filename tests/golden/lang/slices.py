# list indexing and slicing: negative indices, steps, slice assignment, del
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[::3], a[::-2], a[5:2:-1], a[-100:100])
a[1:3] = [100, 200, 300]
print(a)
del a[0]
print(a)
del a[::2]
print(a)
b = [[1, 2], [3, 4]]
b[1][0] += 10
print(b)
t = (1, 2, 3, 4)
print(t[1:], t[::-1], t[-1])
# expect: [2, 3, 4] [0, 1, 2] [7, 8, 9] [7, 8, 9] [0, 3, 6, 9] [9, 7, 5, 3, 1] [5, 4, 3] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
# expect: [0, 100, 200, 300, 3, 4, 5, 6, 7, 8, 9]
# expect: [100, 200, 300, 3, 4, 5, 6, 7, 8, 9]
# expect: [200, 3, 5, 7, 9]
# expect: [[1, 2], [13, 4]]
# expect: (2, 3, 4) (4, 3, 2, 1) 4
