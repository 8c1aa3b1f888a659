# Bitwise operators on ints and bools.
print(12 & 10, 12 | 10, 12 ^ 10, ~12, ~-1, 1 << 10, -16 >> 2, 5 >> 10, -5 >> 100)
print(True & False, True | False, True ^ True, ~True)

# expect: 8 14 6 -13 0 1024 -4 0 -1
# expect: False True False -2
