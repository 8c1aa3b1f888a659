# --mode=cpu: the launch check's newer cases (an `and` guard, a counter stepped by 2, a halving
# `while` over a shared array, a test on threadIdx.x bounding later casts of it) still find the
# launches that index past the end: each faults, is undone and rerun in the simulator, which
# raises; the in-bounds launch after each runs the copy without index checks.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda, float64

@cuda.jit
def k_and(a, out):
    i, j = cuda.grid(2)
    if i <= a.shape[0] and j < a.shape[1]:
        t = 0.0
        for q in range(a.shape[1]):
            t += a[i, q]
        out[j] = t

@cuda.jit
def k_step(a, out):
    i = cuda.grid(1)
    if i < out.size:
        t = 0.0
        for q in range(0, a.size, 2):
            t += a[q + 1]
        out[i] = t

@cuda.jit
def k_red(x, out):
    buf = cuda.shared.array(200, float64)
    t = cuda.threadIdx.x
    if t < 200:
        buf[t] = x[t]
    cuda.syncthreads()
    s = 128
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        out[0] = buf[0]

for name, f in (("and", lambda: k_and[(1, 1), (8, 8)](np.ones((7, 8)), np.zeros(8))),
                ("step", lambda: k_step[1, 4](np.ones(7), np.zeros(4))),
                ("red", lambda: k_red[1, 256](np.ones(256), np.zeros(1)))):
    try:
        f()
        print(name, "ok")
    except IndexError:
        print(name, "IndexError")
out = np.zeros(8)
k_and[(1, 1), (8, 8)](np.ones((8, 8)), out)
print(out.tolist())
out = np.zeros(4)
k_step[1, 4](np.arange(8.0), out)
print(out.tolist())
@cuda.jit
def k_red2(x, out):
    buf = cuda.shared.array(256, float64)
    t = cuda.threadIdx.x
    buf[t] = x[cuda.grid(1)]
    cuda.syncthreads()
    s = 128
    while s > 0:
        if t < s:
            buf[t] += buf[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        out[cuda.blockIdx.x] = buf[0]
out = np.zeros(2)
k_red2[2, 256](np.arange(512.0), out)
print(out.tolist())
# expect: and IndexError
# expect: step IndexError
# expect: red IndexError
# expect: [8.0, 8.0, 8.0, 8.0, 8.0, 8.0, 8.0, 8.0]
# expect: [16.0, 16.0, 16.0, 16.0]
# expect: [32640.0, 98176.0]
