# --mode=cpu benchmark: kernels as native code (docs/cpu.md) against the simulator (run this
# program with WEFT_MODE=sim --check=off) and against the same computation as an @njit loop.
# Prints "BENCH seconds name" lines, best of REPEATS after a first launch that compiles.
# BENCH_CPU_N sets the matmul size (default 1024; the simulator takes minutes there).
import os
import time

import numpy as np
from numba import cuda, njit

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
    best = 1e9
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - t0)
    print("BENCH", best, name)


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
