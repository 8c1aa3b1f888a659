# np.fmax/np.fmin (NaN ignored), np.maximum/np.minimum (NaN propagated) and max()/min() of
# numbers in a kernel, as Numba's simulator computes them with NumPy scalars: an equal pair
# (0.0 and -0.0) gives the second operand for the ufuncs and the first for max()/min().
import numpy as np
from numba import cuda


@cuda.jit
def pick(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        out[0, i] = np.fmax(a[i], b[i])
        out[1, i] = np.fmin(a[i], b[i])
        out[2, i] = np.maximum(a[i], b[i])
        out[3, i] = np.minimum(a[i], b[i])
        out[4, i] = max(a[i], b[i])
        out[5, i] = min(a[i], b[i])


@cuda.jit
def ints(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        out[0, i] = np.fmax(a[i], b[i])
        out[1, i] = np.minimum(a[i], b[i])
        out[2, i] = np.fmin(a[i], 2.5)


for dt in (np.float32, np.float64):
    a = np.array([np.nan, 1.0, 2.0, np.nan, -0.0, 0.0], dtype=dt)
    b = np.array([1.0, np.nan, 3.0, np.nan, 0.0, -0.0], dtype=dt)
    out = np.zeros((6, 6), dtype=dt)
    pick[1, 6](a, b, out)
    print(out)
    print(np.signbit(out).astype(int))
out = np.zeros((3, 3))
ints[1, 3](np.array([1, 5, -2]), np.array([4, 3, -7], dtype=np.int32), out)
print(out)
# expect: [[ 1.  1.  3. nan  0. -0.]
# expect:  [ 1.  1.  2. nan  0. -0.]
# expect:  [nan nan  3. nan  0. -0.]
# expect:  [nan nan  2. nan  0. -0.]
# expect:  [nan  1.  3. nan -0.  0.]
# expect:  [nan  1.  2. nan -0.  0.]]
# expect: [[0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 1 0]
# expect:  [0 0 0 0 1 0]]
# expect: [[ 1.  1.  3. nan  0. -0.]
# expect:  [ 1.  1.  2. nan  0. -0.]
# expect:  [nan nan  3. nan  0. -0.]
# expect:  [nan nan  2. nan  0. -0.]
# expect:  [nan  1.  3. nan -0.  0.]
# expect:  [nan  1.  2. nan -0.  0.]]
# expect: [[0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 0 1]
# expect:  [0 0 0 0 1 0]
# expect:  [0 0 0 0 1 0]]
# expect: [[ 4.   5.  -2. ]
# expect:  [ 1.   3.  -7. ]
# expect:  [ 1.   2.5 -2. ]]
