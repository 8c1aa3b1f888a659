# Pinned and pageable host memory: tests/prof/test_prof.py checks that copies from
# cuda.pinned_array and arrays inside `with cuda.pinned(...)` are priced at the pinned rate, and
# ordinary NumPy arrays at the pageable rate (about half), with advice naming the pageable copy's
# line; a mapped array is device memory already, so to_device makes no copy of it.
import numpy as np
from numba import cuda


@cuda.jit
def double(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = x[i] * 2


n = 1 << 20
pageable = np.ones(n, dtype=np.float32)
d = cuda.to_device(pageable)
pinned = cuda.pinned_array(n, dtype=np.float32)
pinned[:] = 1
d2 = cuda.to_device(pinned)
with cuda.pinned(pageable) as ctx:
    d3 = cuda.to_device(pageable)
print(ctx)
mapped = cuda.mapped_array(n, dtype=np.float32, portable=True, wc=False)
d4 = cuda.to_device(mapped)
print(type(pinned).__name__, pinned.dtype, pinned.shape)
like = cuda.pinned_array_like(pageable)
print(type(like).__name__, like.dtype, like.shape)
double[4, 256](d)  # the first 1024 elements: the copies are what this program is about
out = d.copy_to_host()
print(out[:3], out.sum())
# expect: None
# expect: ndarray float32 (1048576,)
# expect: ndarray float32 (1048576,)
# expect: [2. 2. 2.] 1049600.0
