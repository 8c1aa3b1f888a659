# Array benchmark: whole-array expressions on 10**6 and 10**7 elements of float32 and float64
# (CPython runs this with NumPy). Best of 10 repeats, timed inside the program.
import time
import numpy as np


def best_of(fn, repeats):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


for n in [1000000, 10000000]:
    for dt in [np.float32, np.float64]:
        a = np.linspace(0.0, 1.0, n).astype(dt)
        b = np.linspace(1.0, 2.0, n).astype(dt)
        name = f"n=10^{len(str(n)) - 1} {np.dtype(dt).name}"
        cases = [("a * 2 + b * b", lambda: a * 2.0 + b * b),
                 ("sqrt(a*a + b*b)", lambda: np.sqrt(a * a + b * b)),
                 ("sum(a * b)", lambda: np.sum(a * b)),
                 ("a.mean(), a.max()", lambda: (a.mean(), a.max()))]
        for label, fn in cases:
            print("BENCH", best_of(fn, 10), label + ",", name)

# Generator draws (np.random.default_rng: PCG64 and the ziggurat), 10**6 float64 each.
rng = np.random.default_rng(0)
for label, fn in [("rng.random(n)", lambda: rng.random(1000000)),
                  ("rng.normal(size=n)", lambda: rng.normal(size=1000000))]:
    print("BENCH", best_of(fn, 10), label + ",", "n=10^6 float64")
