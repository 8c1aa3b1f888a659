# Slicing a range gives a range, as CPython maps the slice bounds through it.
r = range(3, 40, 4)
print(r[::-4], r[2:8:2], r[5:1], r[-3:], r[::-1], list(r[1:9:3]))
r2 = range(20, -5, -3)
print(r2[1::2], r2[-2::-2], list(r2[::-2]), r2[100:], len(r2[::3]))

# expect: range(39, -1, -16) range(11, 35, 8) range(23, 7, 4) range(31, 43, 4) range(39, -1, -4) [7, 19, 31]
# expect: range(17, -7, -6) range(-1, 23, 6) [-4, 2, 8, 14, 20] range(-7, -7, -3) 3
