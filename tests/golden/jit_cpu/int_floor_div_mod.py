# Python's floor division and modulo signs on int64 (and the int64 minimum // -1 wraps as in Numba).
from numba import njit

@njit
def divmod2(a, b):
    return a // b, a % b

for a, b in ((7, 2), (-7, 2), (7, -2), (-7, -2), (0, -3), (6, 3), (-9223372036854775807 - 1, 7)):
    print(a, b, divmod2(a, b))
# expect: 7 2 (3, 1)
# expect: -7 2 (-4, 1)
# expect: 7 -2 (-4, -1)
# expect: -7 -2 (3, -1)
# expect: 0 -3 (0, 0)
# expect: 6 3 (2, 0)
# expect: -9223372036854775808 7 (-1317624576693539402, 6)
