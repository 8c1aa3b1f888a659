import os
x = 1
y = {1: 2}
def f(*a):
    pass
z = 1j
print(x)
# no-cross-check: Weft-specific compile error
# expect error: many_errors.py:1:8: error: module 'os' is not supported in Weft (available: numpy, math, random, time, timeit, ctypes, numba, dataclasses)
# expect error: many_errors.py:3:5: error: dict literals are not supported in Weft
# expect error: many_errors.py:4:7: error: star (*args and keyword-only) parameters are not supported in Weft
# expect error: many_errors.py:6:5: error: complex numbers are not supported in Weft
