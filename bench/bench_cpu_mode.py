# --mode=cpu benchmark: kernels as native code (docs/cpu.md) against the simulator (run this
# program with WEFT_MODE=sim --check=off) and against the same computation as an @njit loop.
# Prints "BENCH seconds name" lines, best of REPEATS after a first launch that compiles, and
# "CPU seconds name" lines, the best process CPU time of the same runs (user + system of every
# thread: on a loaded machine the steadier measure; run with NUMBA_NUM_THREADS=1 to compare it
# with the @njit loops).
# BENCH_CPU_N sets the matmul size (default 1024; the simulator takes minutes there).
# The tiled matmul and the reduction use shared memory and cuda.syncthreads() (docs/cpu.md).
import os
import time

import numpy as np
from numba import cuda, float64, njit

REPEATS = int(os.environ.get("BENCH_CPU_REPEATS", "3"))
N = int(os.environ.get("BENCH_CPU_N", "1024"))


@cuda.jit
def vadd(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]


@cuda.jit
def matmul(A, B, C):
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        t = 0.0
        for k in range(A.shape[1]):
            t += A[i, k] * B[k, j]
        C[i, j] = t


TPB = 16


@cuda.jit
def matmul_tiled(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tmp = 0.0
    for i in range(C.shape[0] // TPB):
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    C[x, y] = tmp


RED = 256


@cuda.jit
def block_sums(x, partial):
    buf = cuda.shared.array(RED, dtype=float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.shape[0] else 0.0
    cuda.syncthreads()
    s = RED // 2
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        partial[cuda.blockIdx.x] = buf[0]


@njit
def sum_loop(x):
    t = 0.0
    for i in range(x.size):
        t += x[i]
    return t


@njit
def vadd_loop(a, b, out):
    for i in range(out.size):
        out[i] = a[i] + b[i]


@njit
def matmul_loop(A, B, C):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            t = 0.0
            for k in range(A.shape[1]):
                t += A[i, k] * B[k, j]
            C[i, j] = t


def timed(name, f):
    f()
    best = best_cpu = 1e9
    for _ in range(REPEATS):
        t0, c0 = time.perf_counter(), time.process_time()
        f()
        best = min(best, time.perf_counter() - t0)
        best_cpu = min(best_cpu, time.process_time() - c0)
    print("BENCH", best, name)
    print("CPU", best_cpu, name)


n = 1 << 24
a = np.arange(n, dtype=np.float64)
b = a * 0.5
out = np.zeros(n)
timed("vector add 2^24 (kernel)", lambda: vadd[(n + 255) // 256, 256](a, b, out))
timed("vector add 2^24 (@njit loop)", lambda: vadd_loop(a, b, out))
A = np.arange(N * N, dtype=np.float64).reshape(N, N) / (N * N)
B = A.T.copy()
C = np.zeros((N, N))
timed("matmul %dx%d naive (kernel)" % (N, N), lambda: matmul[(N // 16, N // 16), (16, 16)](A, B, C))
timed("matmul %dx%d naive (@njit loop)" % (N, N), lambda: matmul_loop(A, B, C))
timed("matmul %dx%d tiled (kernel)" % (N, N), lambda: matmul_tiled[(N // TPB, N // TPB), (TPB, TPB)](A, B, C))
partial = np.zeros((n + RED - 1) // RED)
timed("shared-memory reduction 2^24 (kernel)", lambda: block_sums[(n + RED - 1) // RED, RED](a, partial))
timed("shared-memory reduction 2^24 (@njit loop)", lambda: sum_loop(a))
