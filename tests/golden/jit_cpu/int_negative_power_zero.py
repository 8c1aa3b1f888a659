# An integer 0 to a negative power raises ZeroDivisionError in Numba's compiled code (its
# int_power_impl); other bases give 0, 1 or -1, and a constant exponent raises too.
from numba import njit

@njit
def pw(a, b):
    return a ** b

@njit
def inv(a):
    return a ** -1

print(pw(2, -1), pw(1, -3), pw(-1, -3), pw(0, 0), pw(3, 2))
try:
    pw(0, -2)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(inv(5))
inv(0)

# expect: 0 1 -1 1 9
# expect: ZeroDivisionError: 0 cannot be raised to a negative power
# expect: 0
# expect runtime error: ZeroDivisionError: 0 cannot be raised to a negative power
