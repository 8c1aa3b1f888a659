# Python's floor division and modulo by constant divisors in compiled code (a power of two becomes
# a shift or a mask, another positive constant plain C with a sign fix-up): the signs of every
# operand, the int64 extremes, and negative constant divisors
# (the int64 minimum // -1 is left out: Numba 0.56 gives 0 there, Weft's engines the wrapped
# minimum, a difference older than these constant paths).
from numba import njit

@njit
def by_positive(a):
    return a // 8, a % 8, a // 7, a % 7, a // 1, a % 1, a // 2147483648, a % 2147483648

@njit
def by_negative(a):
    return a // -8, a % -8, a // -7, a % -7, a % -1

@njit
def lcg(n):
    x = 12345
    s = 0
    for i in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        s += x // 65536 % 7
    return s

for a in (0, 1, 7, 8, 9, -1, -7, -8, -9, 123456789, -123456789, 9223372036854775807, -9223372036854775807 - 1):
    print(a, by_positive(a), by_negative(a))
print(lcg(1000))
# expect: 0 (0, 0, 0, 0, 0, 0, 0, 0) (0, 0, 0, 0, 0)
# expect: 1 (0, 1, 0, 1, 1, 0, 0, 1) (-1, -7, -1, -6, 0)
# expect: 7 (0, 7, 1, 0, 7, 0, 0, 7) (-1, -1, -1, 0, 0)
# expect: 8 (1, 0, 1, 1, 8, 0, 0, 8) (-1, 0, -2, -6, 0)
# expect: 9 (1, 1, 1, 2, 9, 0, 0, 9) (-2, -7, -2, -5, 0)
# expect: -1 (-1, 7, -1, 6, -1, 0, -1, 2147483647) (0, -1, 0, -1, 0)
# expect: -7 (-1, 1, -1, 0, -7, 0, -1, 2147483641) (0, -7, 1, 0, 0)
# expect: -8 (-1, 0, -2, 6, -8, 0, -1, 2147483640) (1, 0, 1, -1, 0)
# expect: -9 (-2, 7, -2, 5, -9, 0, -1, 2147483639) (1, -1, 1, -2, 0)
# expect: 123456789 (15432098, 5, 17636684, 1, 123456789, 0, 0, 123456789) (-15432099, -3, -17636685, -6, 0)
# expect: -123456789 (-15432099, 3, -17636685, 6, -123456789, 0, -1, 2024026859) (15432098, -5, 17636684, -1, 0)
# expect: 9223372036854775807 (1152921504606846975, 7, 1317624576693539401, 0, 9223372036854775807, 0, 4294967295, 2147483647) (-1152921504606846976, -1, -1317624576693539401, 0, 0)
# expect: -9223372036854775808 (-1152921504606846976, 0, -1317624576693539402, 6, -9223372036854775808, 0, -4294967296, 0) (1152921504606846976, 0, 1317624576693539401, -1, 0)
# expect: 3001
