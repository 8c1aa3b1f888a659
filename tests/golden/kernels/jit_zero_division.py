# @jit code follows Numba's Python error model: integer division by zero raises ZeroDivisionError.
from numba import njit

@njit
def ratio(a, b):
    return a / b, a // b

print(ratio(7, 2))
print(ratio(7.5, 2.0))
print(ratio(1, 0))
# expect: (3.5, 3)
# expect: (3.75, 3.0)
# expect runtime error: ZeroDivisionError: division by zero
