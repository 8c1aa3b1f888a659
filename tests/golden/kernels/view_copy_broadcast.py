# dst[...] = src of two views in a kernel checks the shapes as NumPy does: a source of another
# length raises NumPy's ValueError (the first thread's, before anything is copied), a source axis
# of length 1 is broadcast, and a stepped source of the same length copies.
import numpy as np
from numba import cuda

@cuda.jit
def k1(a, b):
    i = cuda.grid(1)
    if i == 0:
        a[0, :] = b[:4]
        a[1, :] = b

@cuda.jit
def k2(a, b):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i, :] = b[:1]

@cuda.jit
def k3(a, b):
    i = cuda.grid(1)
    if i == 1:
        a[:, :] = b

@cuda.jit
def k4(a, b):
    i = cuda.grid(1)
    if i == 0:
        a[:, 1:3] = b[0:1, :]

a = np.zeros((2, 4))
b = np.arange(6, dtype=np.float64)
try:
    k1[1, 1](a, b)
except ValueError as e:
    print(type(e).__name__, e)
print(a)
k2[1, 4](a, b[2:])
print(a)
c = np.zeros((3, 4))
try:
    k3[1, 4](c, np.ones((3, 5)))
except ValueError as e:
    print(type(e).__name__, e)
try:
    k3[1, 4](c, np.ones((2, 4)))
except ValueError as e:
    print(type(e).__name__, e)
k3[1, 4](c, np.arange(4.0).reshape(1, 4))
print(c)
k4[1, 1](c, np.full((3, 2), 7.0))
print(c)
d = np.zeros(5, dtype=np.int32)
@cuda.jit
def k5(d, e):
    if cuda.grid(1) == 0:
        d[1:4] = e[::2]
k5[1, 1](d, np.arange(6, dtype=np.int32))
print(d)
try:
    k5[1, 1](d, np.arange(8, dtype=np.int32))
except ValueError as e:
    print(type(e).__name__, e)
print(d)
# expect: ValueError tid=[0, 0, 0] ctaid=[0, 0, 0]: could not broadcast input array from shape (6,) into shape (4,)
# expect: [[0. 0. 0. 0.]
# expect:  [0. 0. 0. 0.]]
# expect: [[2. 2. 2. 2.]
# expect:  [2. 2. 2. 2.]]
# expect: ValueError tid=[1, 0, 0] ctaid=[0, 0, 0]: could not broadcast input array from shape (3,5) into shape (3,4)
# expect: ValueError tid=[1, 0, 0] ctaid=[0, 0, 0]: could not broadcast input array from shape (2,4) into shape (3,4)
# expect: [[0. 1. 2. 3.]
# expect:  [0. 1. 2. 3.]
# expect:  [0. 1. 2. 3.]]
# expect: [[0. 7. 7. 3.]
# expect:  [0. 7. 7. 3.]
# expect:  [0. 7. 7. 3.]]
# expect: [0 0 2 4 0]
# expect: ValueError tid=[0, 0, 0] ctaid=[0, 0, 0]: could not broadcast input array from shape (4,) into shape (3,)
# expect: [0 0 2 4 0]
