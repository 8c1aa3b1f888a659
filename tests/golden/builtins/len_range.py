# len() and range() objects.
r = range(2, 20, 3)
print(len("héllo"), len([1, 2]), len((1,)), len(range(10)), len(range(5, 0, -2)), len(range(3, 3)))
print(r, range(5), r[0], r[-1], r[1:3], r[::-1], list(r), 11 in r, 12 in r)
print(list(range(10, 0, -3)), list(range(0)), list(range(-3, 3)))

# expect: 5 2 1 10 3 0
# expect: range(2, 20, 3) range(0, 5) 2 17 range(5, 11, 3) range(17, -1, -3) [2, 5, 8, 11, 14, 17] True False
# expect: [10, 7, 4, 1] [] [-3, -2, -1, 0, 1, 2]
