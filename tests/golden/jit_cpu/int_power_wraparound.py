# int ** int in @njit code: Numba squares in int64 (wrapping) and returns the result through a
# float64 (int_power_impl's `1.0 / r if invert else r`), so a wrapped product past 2**53 comes
# out rounded; a negative power is 0 unless the base is 1 or -1. Constant powers are folded
# by CPython first: 2 ** 63 is a uint64 literal there.
from numba import njit

@njit
def ipow(a, b):
    return a ** b

for a, b in [(3, 39), (3, 40), (7, 30), (-3, 41), (2, 63), (2, 64), (10, 19), (2, -1), (-1, -3), (-1, -4), (1, -5)]:
    print(a, b, ipow(a, b))

@njit
def consts():
    return 2 ** 62, 2 ** 63, 3 ** 5

print(consts())

# expect: 3 39 4052555153018976256
# expect: 3 40 -6289078614652622848
# expect: 7 30 1576789505350337536
# expect: -3 41 420491770248316800
# expect: 2 63 -9223372036854775808
# expect: 2 64 0
# expect: 10 19 -8446744073709551616
# expect: 2 -1 0
# expect: -1 -3 -1
# expect: -1 -4 1
# expect: 1 -5 1
# expect: (4611686018427387904, 9223372036854775808, 243)
