# assert in a kernel or a device function: the first thread whose test is false raises
# AssertionError as Numba's simulator words it ('tid=[x, y, z] ctaid=[x, y, z]: message', no
# colon without a message); passing asserts change nothing.
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def checked_sqrt(x):
    assert x >= 0, "square root of a negative number"
    return x ** 0.5

@cuda.jit
def roots(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = checked_sqrt(a[i])

@cuda.jit
def bare(a):
    i, j = cuda.grid(2)
    assert not (i == 1 and j == 2)
    a[i, j] = 1

a = np.array([4.0, 9.0, 16.0])
out = np.zeros(3)
roots[1, 4](a, out)
print(out)
try:
    roots[1, 4](np.array([1.0, 4.0, -9.0]), out)
except AssertionError as e:
    print(type(e).__name__, e)
b = np.zeros((2, 3))
try:
    bare[(1, 1), (2, 3)](b)
except AssertionError as e:
    print(type(e).__name__, e)
bare[(1, 1), (2, 1)](b)
print(b)
roots[1, 2](np.array([1.0, -1.0]), out)
# expect: [2. 3. 4.]
# expect: AssertionError tid=[2, 0, 0] ctaid=[0, 0, 0]: square root of a negative number
# expect: AssertionError tid=[1, 2, 0] ctaid=[0, 0, 0]
# expect: [[1. 0. 0.]
# expect:  [1. 0. 0.]]
# expect runtime error: AssertionError: tid=[1, 0, 0] ctaid=[0, 0, 0]: square root of a negative number
