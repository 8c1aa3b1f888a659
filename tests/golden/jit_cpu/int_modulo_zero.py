# Integer modulo by zero in @njit code raises ZeroDivisionError with Numba's message.
from numba import njit

@njit
def r(a, b):
    return a % b

print(r(7, 3))
print(r(-7, 0))
# expect: 1
# expect runtime error: ZeroDivisionError: integer modulo by zero
