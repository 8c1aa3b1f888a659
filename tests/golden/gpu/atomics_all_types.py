# Every cuda.atomic operation on every dtype the GPU backend maps (native instruction or CAS
# loop); one thread per block so the result does not depend on the order of the threads.
import numpy as np
from numba import cuda

@cuda.jit
def ops(a, c, v, w):
    cuda.atomic.add(a, 0, v)
    cuda.atomic.sub(a, 1, v)
    cuda.atomic.max(a, 2, v)
    cuda.atomic.min(a, 3, v)
    cuda.atomic.exch(a, 4, v)
    cuda.atomic.compare_and_swap(c, w, v)

@cuda.jit
def bits(a, v):
    cuda.atomic.and_(a, 0, v)
    cuda.atomic.or_(a, 1, v)
    cuda.atomic.xor(a, 2, v)
    cuda.atomic.inc(a, 3, v)
    cuda.atomic.dec(a, 4, v)

@cuda.jit
def nan_ops(a, v):
    cuda.atomic.nanmax(a, 0, v)
    cuda.atomic.nanmin(a, 1, v)

for dt in (np.int32, np.int64, np.uint32, np.uint64, np.float32, np.float64):
    a = np.array([10, 10, 10, 10, 10], dtype=dt)
    c = np.array([10, 5], dtype=dt)
    ops[1, 1](a, c, dt(7), dt(10))
    print(np.dtype(dt).name, a.tolist(), c.tolist())

for dt in (np.int32, np.int64, np.uint32, np.uint64):
    b = np.array([12, 12, 12, 12, 0], dtype=dt)
    bits[1, 1](b, dt(10))
    print(np.dtype(dt).name, b.tolist())

for dt in (np.float32, np.float64):
    n = np.array([np.nan, np.nan], dtype=dt)
    nan_ops[1, 1](n, dt(2.5))
    print(np.dtype(dt).name, n.tolist())
# expect: int32 [17, 3, 10, 7, 7] [7, 5]
# expect: int64 [17, 3, 10, 7, 7] [7, 5]
# expect: uint32 [17, 3, 10, 7, 7] [7, 5]
# expect: uint64 [17, 3, 10, 7, 7] [7, 5]
# expect: float32 [17.0, 3.0, 10.0, 7.0, 7.0] [7.0, 5.0]
# expect: float64 [17.0, 3.0, 10.0, 7.0, 7.0] [7.0, 5.0]
# expect: int32 [8, 14, 6, 0, 10]
# expect: int64 [8, 14, 6, 0, 10]
# expect: uint32 [8, 14, 6, 0, 10]
# expect: uint64 [8, 14, 6, 0, 10]
# expect: float32 [2.5, 2.5]
# expect: float64 [2.5, 2.5]
