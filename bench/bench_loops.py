# Scalar benchmark: nested for loops over range with float and int arithmetic.
import time


def nested(n):
    total = 0.0
    for i in range(n):
        for j in range(n):
            total += (i * j) % 7 * 0.5
    return total


best = 1e9
for _ in range(10):
    t0 = time.perf_counter()
    r = nested(500)
    best = min(best, time.perf_counter() - t0)
assert r == 320569.5
print("BENCH", best, "nested loops 500x500")
