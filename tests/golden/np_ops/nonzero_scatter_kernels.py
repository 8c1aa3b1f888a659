# np.nonzero, np.flatnonzero, np.argwhere of contiguous arrays (the position kernel: every
# dtype, NaN and -0.0, n-d, views, empty and 0-d) and a[idx] = value with an int64 index array
# (scalars cast, arrays, repeated and negative indices, overlap, strided, errors before writes).
import numpy as np
a = np.array([0.0, -0.0, np.nan, 1.5, 0, 2, np.inf, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4, 5])
print(np.nonzero(a), np.flatnonzero(a), np.argwhere(a).ravel())
for dt in [np.bool_, np.int8, np.uint16, np.int32, np.int64, np.uint64, np.float32, np.float16, np.complex128]:
    x = (np.arange(40) % 3 == 0).astype(dt) * 2
    print(dt.__name__, np.nonzero(x)[0][:5], np.count_nonzero(x), np.flatnonzero(x)[-3:], np.argwhere(x)[:2].tolist())
m = np.zeros((3, 4, 5)); m[0, 0, 0] = 1; m[2, 3, 4] = 1; m[1, 2, :] = 7; m[0, 3, 4] = 2; m[1, 3, 0] = 1
print(np.nonzero(m)); print(np.argwhere(m)); print(np.flatnonzero(m))
print(np.nonzero(m[:, ::2, :]))
print(m.nonzero()[2].dtype, np.nonzero(np.zeros((2, 0)))[0].shape, np.argwhere(np.zeros((0, 3))).shape)
print(np.argwhere(np.ones((2, 1, 3), dtype=bool)).tolist())
print(np.flatnonzero(np.array(5)), np.argwhere(np.array(0)).shape)
x = np.arange(10.0)
x[np.array([1, -1, 3, 3])] = 7; print(x)
x[np.array([0, 2, 2])] = np.array([9.0, 8.0, 6.0]); print(x)
y = np.arange(10, dtype=np.int8); y[np.array([0, 1])] = 3.7; print(y)
y[np.array([2, 3])] = True; print(y)
z = np.arange(6.0); z[np.array([0, 1, 2])] = z[::-1][:3]; print(z)
z = np.arange(6.0); z[np.array([0, 5])] = z[np.array([5, 0])]; print(z)
w = np.arange(8.0)[::2]; w[np.array([0, -1])] = -1; print(w)
try:
    x[np.array([1, 10])] = 0
except IndexError as e:
    print(e, x)
try:
    x[np.array([-11])] = np.array([1.0])
except IndexError as e:
    print(e)
y[np.array([0])] = 300
print(y)
# expect: (array([ 2,  3,  5,  6,  9, 17, 18]),) [ 2  3  5  6  9 17 18] [ 2  3  5  6  9 17 18]
# expect: bool_ [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: int8 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: uint16 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: int32 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: int64 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: uint64 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: float32 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: float16 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: complex128 [ 0  3  6  9 12] 14 [33 36 39] [[0], [3]]
# expect: (array([0, 0, 1, 1, 1, 1, 1, 1, 2]), array([0, 3, 2, 2, 2, 2, 2, 3, 3]), array([0, 4, 0, 1, 2, 3, 4, 0, 4]))
# expect: [[0 0 0]
# expect:  [0 3 4]
# expect:  [1 2 0]
# expect:  [1 2 1]
# expect:  [1 2 2]
# expect:  [1 2 3]
# expect:  [1 2 4]
# expect:  [1 3 0]
# expect:  [2 3 4]]
# expect: [ 0 19 30 31 32 33 34 35 59]
# expect: (array([0, 1, 1, 1, 1, 1]), array([0, 1, 1, 1, 1, 1]), array([0, 0, 1, 2, 3, 4]))
# expect: int64 (0,) (0, 2)
# expect: [[0, 0, 0], [0, 0, 1], [0, 0, 2], [1, 0, 0], [1, 0, 1], [1, 0, 2]]
# expect: [0] (0, 0)
# expect: [0. 7. 2. 7. 4. 5. 6. 7. 8. 7.]
# expect: [9. 7. 6. 7. 4. 5. 6. 7. 8. 7.]
# expect: [3 3 2 3 4 5 6 7 8 9]
# expect: [3 3 1 1 4 5 6 7 8 9]
# expect: [5. 4. 3. 3. 4. 5.]
# expect: [5. 1. 2. 3. 4. 0.]
# expect: [-1.  2.  4. -1.]
# expect: index 10 is out of bounds for axis 0 with size 10 [9. 7. 6. 7. 4. 5. 6. 7. 8. 7.]
# expect: index -11 is out of bounds for axis 0 with size 10
# expect: [44  3  1  1  4  5  6  7  8  9]
# expect stderr: nonzero_scatter_kernels.py:32: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 300 to int8 will fail in the future.
