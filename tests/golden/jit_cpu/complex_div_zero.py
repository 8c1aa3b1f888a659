# A complex division by zero in @jit code raises Numba's ZeroDivisionError.
from numba import njit
@njit
def div(a, b):
    return a / b
print(div(1 + 2j, 2j))
print(div(1 + 2j, 0j))
# expect: (1-0.5j)
# expect runtime error: ZeroDivisionError: complex division by zero
