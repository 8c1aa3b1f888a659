# @stencil: relative indices, the neighbourhood from the kernel's constant indices, the border
# left 0, the output's dtype the kernel's result type; scalar arguments pass through; a @njit
# function may call it.
import numpy as np
from numba import stencil, njit

@stencil
def avg4(a):
    return 0.25 * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0])

@stencil
def scaled(a, c):
    return c * (a[-1] + a[1])

@stencil
def rising(a):
    return a[0] > a[-1]

@njit
def apply(a):
    return avg4(a)

x = np.arange(20).reshape(4, 5)
print(avg4(x))
print(apply(x.astype(np.float64))[1:3, 1:4])
print(scaled(np.arange(6), 2))
print(scaled(np.arange(6, dtype=np.float32), 2).dtype)
print(rising(np.array([3, 1, 4, 1, 5])))
print(type(avg4).__name__)
# expect: [[ 0.  0.  0.  0.  0.]
# expect:  [ 0.  6.  7.  8.  0.]
# expect:  [ 0. 11. 12. 13.  0.]
# expect:  [ 0.  0.  0.  0.  0.]]
# expect: [[ 6.  7.  8.]
# expect:  [11. 12. 13.]]
# expect: [ 0  4  8 12 16  0]
# expect: float64
# expect: [False False  True False  True]
# expect: StencilFunc
