# Boolean masks of 1-D arrays in @njit code are native code (Numba 0.56 takes one 1-D boolean
# index): a[a > 0.5] and a[(a > lo) & (a < hi)] are new arrays of the elements where the mask is
# true, in order; a[mask] = v stores v (cast to a's dtype) there, of a view too; a[m] += v reads
# a[m] and stores it back.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def pick(a):
    return a[a > 0.5]

@njit
def clip_high(a, v):
    b = a.copy()
    b[b > 0.5] = v
    return b

@njit
def bump_low(a):
    a[a < 0.5] += 1.0
    return a

@njit
def band(a, lo, hi):
    inside = a[(a > lo) & (a < hi)]
    return inside.sum(), len(a[a > 10.0])

@njit
def given(a, m):
    a[m] = 7
    return a[~m]

a = np.array([0.3, 0.9, 0.1, 0.7, 0.5, 0.6])
print(pick(a), pick(a[::-2]), pick(np.arange(5)))
print(clip_high(a, 2), clip_high(a[::2], 1.5), clip_high(np.arange(3.0), 1))
print(bump_low(a.copy()))
print(band(a, 0.2, 0.8))
b = np.arange(4.0)
print(given(b, np.array([True, False, True, False])), b)
# expect: [0.9 0.7 0.6] [0.6 0.7 0.9] [1 2 3 4]
# expect: [0.3 2.  0.1 2.  0.5 2. ] [0.3 0.1 0.5] [0. 1. 1.]
# expect: [1.3 0.9 1.1 0.7 0.5 0.6]
# expect: (2.1, 0)
# expect: [1. 3.] [7. 1. 7. 3.]
# expect stderr: weft: @jit function 'pick' (pick__a1Cf8): native code
# expect stderr: weft: @jit function 'pick' (pick__a1Af8): native code
# expect stderr: weft: @jit function 'pick' (pick__a1Ci8): native code
# expect stderr: weft: @jit function 'clip_high' (clip_high__a1Cf8_i8): native code
# expect stderr: weft: @jit function 'clip_high' (clip_high__a1Af8_f8): native code
# expect stderr: weft: @jit function 'bump_low' (bump_low__a1Cf8): native code
# expect stderr: weft: @jit function 'band' (band__a1Cf8_f8_f8): native code
# expect stderr: weft: @jit function 'given' (given__a1Cf8_a1Cb1): native code
