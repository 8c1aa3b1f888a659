# A zero base to a negative integer power is 1.0 / 0.0 in Numba's compiled code: ZeroDivisionError.
from numba import njit

@njit
def inv_sq(x):
    return x ** -2

@njit
def pw(x, n):
    return x ** n

print(inv_sq(4.0), pw(2.0, -1))
try:
    pw(0.0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
inv_sq(0.0)

# expect: 0.0625 0.5
# expect: ZeroDivisionError: division by zero
# expect runtime error: ZeroDivisionError: division by zero
