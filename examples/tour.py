# A short tour of what Weft runs today: plain Python, NumPy, then a CUDA kernel in the simulator.
# `make run` runs it with build/weft; /usr/bin/python3 (NUMBA_ENABLE_CUDASIM=1) prints the same.
import math
import numpy as np

print("== Python")


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


squares = [i * i for i in range(8) if i % 2 == 0]
print("fib(30) =", fib(30), "| even squares:", squares)
names = ["ada", "grace", "linus"]
for i, name in enumerate(names):
    print(f"{i}: {name:<6}|{len(name):>3} letters")
print(f"pi ~ {math.pi:.5f}, sqrt(2) = {math.sqrt(2)!r}, 10/4 = {10 / 4}, 10//4 = {10 // 4}")
print("%d%% done, %s" % (75, sorted(names, key=len)))

print("== NumPy arrays")
a = np.arange(12, dtype=np.float32).reshape(3, 4)
print(a)
print("shape", a.shape, "dtype", a.dtype, "a[1, 2:] =", a[1, 2:])

print("== Broadcasting")
row = np.array([0.5, 1.0, 1.5, 2.0])
col = np.array([[1], [2], [3]])
print(col * row)
print(a - a.mean(axis=0))

print("== Reductions")
x = np.linspace(0.0, 1.0, 5)
print(x, x.sum(), x.max(), np.sqrt(x).round(3))
print("column sums", a.sum(axis=0), "row max", a.max(axis=1))

print("== Seeded random numbers")
np.random.seed(42)
r = np.random.rand(3)
print(r)
print(np.random.randint(0, 10, size=5), np.random.randn(2))

print("== A CUDA kernel in the simulator")
from numba import cuda


@cuda.jit
def block_sums(x, out):
    buf = cuda.shared.array(64, dtype=np.float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = 32
    while step > 0:
        if t < step:
            buf[t] += buf[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        cuda.atomic.add(out, 0, buf[0])


data = np.arange(1000, dtype=np.float32)
total = np.zeros(1, dtype=np.float32)
block_sums[16, 64](data, total)
print("sum of 0..999 on 16 blocks of 64 threads:", total[0], "numpy:", data.sum())
