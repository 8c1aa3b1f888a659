# Scalar benchmark: recursive calls. Prints `BENCH seconds name` (best of several repeats,
# timed inside the program so start-up is excluded).
import time


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


best = 1e9
for _ in range(10):
    t0 = time.perf_counter()
    r = fib(27)
    best = min(best, time.perf_counter() - t0)
assert r == 196418
print("BENCH", best, "fib(27) recursive")
