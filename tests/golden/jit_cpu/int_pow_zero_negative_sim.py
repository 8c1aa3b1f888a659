# In the simulator (WEFT_JIT=sim) too: an integer 0 ** negative in @njit code raises
# ZeroDivisionError with Numba's message; other negative exponents give Numba's results.
# env: WEFT_JIT=sim
from numba import njit

@njit
def p(a, b):
    return a ** b

for a, b in ((2, -1), (1, -3), (-1, -3), (-1, -2), (0, 0), (0, 3), (3, 4)):
    print(a, b, p(a, b))
print(p(0.0, -1.0))
try:
    p(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(p(0, -2))
# expect: 2 -1 0
# expect: 1 -3 1
# expect: -1 -3 -1
# expect: -1 -2 1
# expect: 0 0 1
# expect: 0 3 0
# expect: 3 4 81
# expect: inf
# expect: ZeroDivisionError: 0 cannot be raised to a negative power
# expect runtime error: ZeroDivisionError: 0 cannot be raised to a negative power
