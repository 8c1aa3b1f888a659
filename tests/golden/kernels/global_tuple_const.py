# A global tuple is a constant in a kernel, as Numba freezes it: indexed (SH[0], SH[-1],
# NEST[1][0], W[i % 3] at run time), unpacked, looped over, len(), `in` and ==.
import numpy as np
from numba import cuda, types

SH = (4, 3)
W = (0.25, 0.5, 0.25)
MIXED = (1, 2.5)
NEST = ((1, 2), (3, 4))

@cuda.jit
def k(out, o2):
    i = cuda.grid(1)
    if i < out.shape[0]:
        n, m = SH
        acc = 0.0
        for w in W:
            acc += w * i
        out[i, 0] = n * 10 + m + len(SH)
        out[i, 1] = acc
        out[i, 2] = W[i % 3]
        out[i, 3] = MIXED[1] + MIXED[0]
        out[i, 4] = NEST[1][0] + NEST[0][-1]
        out[i, 5] = SH[-1]
    if i == 0:
        o2[0] = 3 in SH
        o2[1] = SH == (4, 3)

@cuda.jit
def flip(out):
    s = cuda.shared.array(SH, dtype=types.int32)
    x, y = cuda.threadIdx.x, cuda.threadIdx.y
    s[x, y] = x * 10 + y
    cuda.syncthreads()
    out[x, y] = s[SH[0] - 1 - x, SH[1] - 1 - y]

out = np.zeros((4, 6))
o2 = np.zeros(2, dtype=np.int32)
k[1, 4](out, o2)
print(out)
print(o2)
f = np.zeros(SH, dtype=np.int32)
flip[1, SH](f)
print(f)

# expect: [[45.    0.    0.25  3.5   5.    3.  ]
# expect:  [45.    1.    0.5   3.5   5.    3.  ]
# expect:  [45.    2.    0.25  3.5   5.    3.  ]
# expect:  [45.    3.    0.25  3.5   5.    3.  ]]
# expect: [1 1]
# expect: [[32 31 30]
# expect:  [22 21 20]
# expect:  [12 11 10]
# expect:  [ 2  1  0]]
