# Compile coverage for tests/gpu/compile_all.py (not a golden test: it checks that the CUDA C
# for these features compiles, not what they print): warp shuffles and votes on 32- and 64-bit
# values, bit intrinsics, every math function in float32 and float64, syncthreads variants,
# a 3-D shared array, 2-D local arrays, and 64-bit integer power and shifts.
import math
import numpy as np
from numba import cuda, float32, float64, int64

@cuda.jit
def warps(a, d, out):
    t = cuda.threadIdx.x
    v = a[t]
    x = d[t]
    m = cuda.activemask()
    out[t, 0] = cuda.shfl_sync(m, v, 0) + cuda.shfl_up_sync(m, v, 1) + cuda.shfl_down_sync(m, v, 2)
    out[t, 1] = cuda.shfl_xor_sync(m, x, 1)
    out[t, 2] = cuda.eq_sync(m, v) + cuda.eq_sync(m, x)
    out[t, 3] = cuda.match_any_sync(m, x)
    out[t, 4] = cuda.brev(v) ^ cuda.popc(x) ^ cuda.clz(x) ^ cuda.ffs(x)
    out[t, 5] = cuda.syncthreads_and(v > 0) + cuda.syncthreads_or(v > 3) + cuda.syncthreads_count(v > 1)
    out[t, 6] = cuda.laneid + cuda.lanemask_lt() + cuda.brev(x)

@cuda.jit
def maths32(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = math.exp(v) + math.log(v) + math.sin(v) + math.cos(v) + math.tan(v)
        out[i, 1] = math.tanh(v) + math.atan(v) + math.asin(v / float32(4)) + math.acos(v / float32(4))
        out[i, 2] = math.log10(v) + math.log2(v) + math.expm1(v) + math.log1p(v) + math.sinh(v)
        out[i, 3] = math.cosh(v) + math.erf(v) + cuda.cbrt(v) + math.atan2(v, float32(2))
        out[i, 4] = math.pow(v, float32(1.5)) + math.hypot(v, float32(3)) + cuda.fma(v, v, v)
        out[i, 5] = v ** float32(2.5) + v // float32(0.3) + v % float32(0.7)

@cuda.jit
def maths64(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = math.exp(v) + math.log(v) + math.sin(v) + math.cos(v) + math.tan(v)
        out[i, 1] = math.tanh(v) + math.atan(v) + math.asin(v / 4) + math.acos(v / 4)
        out[i, 2] = math.log10(v) + math.log2(v) + math.expm1(v) + math.log1p(v) + math.sinh(v)
        out[i, 3] = math.cosh(v) + math.erf(v) + cuda.cbrt(v) + math.atan2(v, 2.0)
        out[i, 4] = math.pow(v, 1.5) + math.hypot(v, 3.0) + cuda.fma(v, v, v) + math.floor(v)

@cuda.jit
def memories(a, out):
    t = cuda.threadIdx.x
    cube = cuda.shared.array((2, 4, 4), dtype=float64)
    loc = cuda.local.array((3, 2), dtype=int64)
    cube[t // 16, (t // 4) % 4, t % 4] = a[t]
    for r in range(3):
        for c in range(2):
            loc[r, c] = r * 2 + c + t
    cuda.syncthreads()
    k = int64(t) ** 3 + (int64(t) << 40) + (int64(-t) >> 3)
    out[t] = cube[(t // 16 + 1) % 2, (t // 4) % 4, t % 4] + loc[2, 1] + k

a = np.arange(1, 33, dtype=np.int32)
d = np.arange(1, 33, dtype=np.int64) * 3
out = np.zeros((32, 7), dtype=np.int64)
warps[1, 32](a, d, out)
print(out[0, 0], out[5, 3])
x32 = np.linspace(0.5, 3.5, 8).astype(np.float32)
o32 = np.zeros((8, 6), dtype=np.float32)
maths32[1, 32](x32, o32)
x64 = np.linspace(0.5, 3.5, 8)
o64 = np.zeros((8, 5))
maths64[1, 32](x64, o64)
print(o32.shape, o64.shape)
m = np.zeros(32)
memories[1, 32](np.arange(32.0), m)
print(m[:2])
