# assert in @njit code is kept (Numba compiles asserts out of CUDA kernels only): a failing one
# raises AssertionError with its message.
from numba import njit

@njit
def positive(x):
    assert x > 0, "x must be positive"
    return x * 2

@njit
def nonempty(n):
    assert n
    return n

print(positive(3), nonempty(2))
try:
    positive(-1)
except AssertionError as e:
    print("caught:", e)
try:
    nonempty(0)
except AssertionError as e:
    print(repr(e))
positive(-2.5)
# expect: 6 2
# expect: caught: x must be positive
# expect: AssertionError()
# expect runtime error: AssertionError: x must be positive
