# Calibration: block sums of 2^22 int32 in shared memory, Harris's kernels 1-3 ("Optimizing Parallel
# Reduction in CUDA"): interleaved addressing with divergent branches (tid % (2 s)), interleaved
# with a strided index (bank conflicts), sequential addressing; and a warp-shuffle version.
import numpy as np
from numba import cuda, int32

B = 256


@cuda.jit
def reduce_interleaved(a, out):
    s_data = cuda.shared.array(B, dtype=int32)
    tid = cuda.threadIdx.x
    s_data[tid] = a[cuda.grid(1)]
    cuda.syncthreads()
    s = 1
    while s < B:
        if tid % (2 * s) == 0:
            s_data[tid] += s_data[tid + s]
        cuda.syncthreads()
        s *= 2
    if tid == 0:
        out[cuda.blockIdx.x] = s_data[0]


@cuda.jit
def reduce_strided_index(a, out):
    s_data = cuda.shared.array(B, dtype=int32)
    tid = cuda.threadIdx.x
    s_data[tid] = a[cuda.grid(1)]
    cuda.syncthreads()
    s = 1
    while s < B:
        index = 2 * s * tid
        if index < B:
            s_data[index] += s_data[index + s]
        cuda.syncthreads()
        s *= 2
    if tid == 0:
        out[cuda.blockIdx.x] = s_data[0]


@cuda.jit
def reduce_sequential(a, out):
    s_data = cuda.shared.array(B, dtype=int32)
    tid = cuda.threadIdx.x
    s_data[tid] = a[cuda.grid(1)]
    cuda.syncthreads()
    s = B // 2
    while s > 0:
        if tid < s:
            s_data[tid] += s_data[tid + s]
        cuda.syncthreads()
        s //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = s_data[0]


@cuda.jit
def reduce_shuffle(a, out):
    partial = cuda.shared.array(B // 32, dtype=int32)
    tid = cuda.threadIdx.x
    v = a[cuda.grid(1)]
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xffffffff, v, off)
        off //= 2
    if tid % 32 == 0:
        partial[tid // 32] = v
    cuda.syncthreads()
    if tid < 32:
        v = partial[tid] if tid < B // 32 else 0
        off = 16
        while off > 0:
            v += cuda.shfl_down_sync(0xffffffff, v, off)
            off //= 2
        if tid == 0:
            out[cuda.blockIdx.x] = v


N = 1 << 22
a = cuda.to_device(np.ones(N, dtype=np.int32))
out = cuda.device_array(N // B, dtype=np.int32)
for k in (reduce_interleaved, reduce_strided_index, reduce_sequential, reduce_shuffle):
    k[N // B, B](a, out)
    print(k.__name__ if hasattr(k, "__name__") else "k", out.copy_to_host()[:2])
