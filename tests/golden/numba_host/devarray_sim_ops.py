# Numba's CUDA simulator (the oracle without a GPU) lets a device array stand for its NumPy array:
# its operators give device arrays, other attributes are the array's, NumPy takes it as an array.
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(4.0))
s = d + 1
print(type(s).__name__, s, d * 2, d / 2, d ** 2, d - d, d // 2, d % 2)
print(d == 2, d > 1, d <= 1, d != 0)
print(d.sum(), d.mean(), d.max(), d.astype(np.int32), d.flags['C_CONTIGUOUS'], d.alloc_size, d.stream)
print(np.asarray(d), type(np.asarray(d)).__name__, np.sqrt(d), np.sum(d))
print(d.copy_to_host() + d, type(d.copy_to_host() + d).__name__)
print(d[d > 1], d.T, d.view(np.int64)[:1], [type(p).__name__ for p in d.split(3)])
a = np.array(d)
a[0] = 7
print(a, d)
v = np.asarray(d)
v[0] = 5
print(d)
try:
    1 + d
except TypeError as e:
    print(e)
try:
    -d
except TypeError as e:
    print(e)
try:
    d.no_such_thing
except AttributeError as e:
    print(e)
# expect: FakeCUDAArray [1. 2. 3. 4.] [0. 2. 4. 6.] [0.  0.5 1.  1.5] [0. 1. 4. 9.] [0. 0. 0. 0.] [0. 0. 1. 1.] [0. 1. 0. 1.]
# expect: [False False  True False] [False False  True  True] [ True  True False False] [False  True  True  True]
# expect: 6.0 1.5 3.0 [0 1 2 3] True 32 0
# expect: [0. 1. 2. 3.] ndarray [0.         1.         1.41421356 1.73205081] 6.0
# expect: [0. 2. 4. 6.] ndarray
# expect: [2. 3.] [0. 1. 2. 3.] [0] ['FakeCUDAArray', 'FakeCUDAArray']
# expect: [7. 1. 2. 3.] [0. 1. 2. 3.]
# expect: [5. 1. 2. 3.]
# expect: unsupported operand type(s) for +: 'int' and 'FakeCUDAArray'
# expect: bad operand type for unary -: 'FakeCUDAArray'
# expect: Wrapped array has no attribute 'no_such_thing'
