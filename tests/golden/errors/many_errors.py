import os
x = 1
class A:
    pass
y = 2
def f(*a):
    pass
print(x)
# no-cross-check: Weft-specific compile error
# expect error: many_errors.py:1:8: error: module 'os' is not supported in Weft (available: numpy, math, cmath, random, time, timeit, ctypes, numba)
# expect error: many_errors.py:3:1: error: classes are not supported in Weft
