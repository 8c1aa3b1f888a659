# A short tour of what Weft runs today: plain Python, then NumPy.
# `make run` runs it with build/weft; /usr/bin/python3 prints exactly the same.
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
