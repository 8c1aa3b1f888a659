# no-cross-check: CPython's slice holds big ints; Weft's ranges are machine-sized (docs/language.md)
r = range(20, -5, -3)
print(r[1::3], r[::-1])
print(r[1::9223372036854775807])
# expect: range(17, -7, -9) range(-4, 23, 3)
# expect runtime error: OverflowError: cannot fit 'int' into an index-sized integer
