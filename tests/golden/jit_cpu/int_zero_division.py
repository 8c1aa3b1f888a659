# Integer division by zero in @njit code raises ZeroDivisionError with Numba's message.
from numba import njit

@njit
def q(a, b):
    return a // b

print(q(7, 2))
print(q(7, 0))
# expect: 3
# expect runtime error: ZeroDivisionError: integer division by zero
