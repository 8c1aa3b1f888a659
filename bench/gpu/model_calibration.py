# model_calibration.py — kernels whose times teach the profiler's lessons, timed with CUDA events.
# Under --mode=gpu the events time the real GPU; under --mode=sim they read the profiler's model of
# the device (--device-model), so running both prints the model next to the measurement
# (bench/gpu_model_check.py). Each figure is the best of REPEAT launches, in microseconds.
import math
import numpy as np
from numba import cuda, float32

REPEAT = 3
SIZES = [128, 256, 512]
TILE = 16


@cuda.jit
def matmul_naive(a, b, c):
    i, j = cuda.grid(2)
    if i < c.shape[0] and j < c.shape[1]:
        acc = float32(0.0)
        for k in range(a.shape[1]):
            acc += a[i, k] * b[k, j]
        c[i, j] = acc


@cuda.jit
def matmul_tiled(a, b, c):
    sa = cuda.shared.array((TILE, TILE), float32)
    sb = cuda.shared.array((TILE, TILE), float32)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    acc = float32(0.0)
    for t in range(a.shape[1] // TILE):
        sa[ty, tx] = a[row, t * TILE + tx]
        sb[ty, tx] = b[t * TILE + ty, col]
        cuda.syncthreads()
        for k in range(TILE):
            acc += sa[ty, k] * sb[k, tx]
        cuda.syncthreads()
    c[row, col] = acc


@cuda.jit
def scale_gather(a, b, stride):
    i = cuda.grid(1)
    n = a.size
    if i < n:
        j = (i * stride) % n
        b[j] = a[j] * 2.0


@cuda.jit
def transcendental(a, b):
    i = cuda.grid(1)
    if i < a.size:
        x = a[i]
        b[i] = math.sin(x) * math.exp(-x) + math.cos(x)


@cuda.jit
def block_sum(a, out):
    s = cuda.shared.array(256, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = a[i] if i < a.size else float32(0.0)
    cuda.syncthreads()
    step = 128
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        cuda.atomic.add(out, 0, s[0])


def best_us(launch):
    best = 1e30
    for _ in range(REPEAT):
        start, stop = cuda.event(), cuda.event()
        start.record()
        launch()
        stop.record()
        stop.synchronize()
        best = min(best, cuda.event_elapsed_time(start, stop) * 1e3)
    return best


for n in SIZES:
    a = cuda.to_device(np.random.random((n, n)).astype(np.float32))
    b = cuda.to_device(np.random.random((n, n)).astype(np.float32))
    c = cuda.device_array((n, n), dtype=np.float32)
    grid = (n // TILE, n // TILE)
    print("matmul_naive_%d %.1f" % (n, best_us(lambda: matmul_naive[grid, (TILE, TILE)](a, b, c))))
    print("matmul_tiled_%d %.1f" % (n, best_us(lambda: matmul_tiled[grid, (TILE, TILE)](a, b, c))))

m = 1 << 20
x = cuda.to_device(np.random.random(m).astype(np.float32))
y = cuda.device_array(m, dtype=np.float32)
print("copy_coalesced %.1f" % best_us(lambda: scale_gather[m // 256, 256](x, y, 1)))
print("copy_stride33 %.1f" % best_us(lambda: scale_gather[m // 256, 256](x, y, 33)))
print("transcendental_f32 %.1f" % best_us(lambda: transcendental[m // 256, 256](x, y)))
x64 = cuda.to_device(np.random.random(m))
y64 = cuda.device_array(m)
print("transcendental_f64 %.1f" % best_us(lambda: transcendental[m // 256, 256](x64, y64)))
total = cuda.to_device(np.zeros(1, dtype=np.float32))
print("block_sum %.1f" % best_us(lambda: block_sum[m // 256, 256](x, total)))
h = np.random.random(1 << 22)
print("h2d_32MiB %.1f" % best_us(lambda: cuda.to_device(h)))
