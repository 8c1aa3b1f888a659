# Float division by zero in @njit code raises ZeroDivisionError (Python's error model).
from numba import njit

@njit
def ratio(a, b):
    return a / b

print(ratio(1.0, 4.0))
try:
    ratio(1.0, 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(ratio(3, 0))
# expect: 0.25
# expect: ZeroDivisionError: division by zero
# expect runtime error: ZeroDivisionError: division by zero
