# NumPy string arrays (dtype '<U<n>'), one row each (CPython runs this with NumPy): elementwise
# comparison, sort, argsort, unique, np.char.upper and astype(str) of an int array, 10**6
# items. Best of 3 repeats, timed inside the program.
import time
import numpy as np

M = 1000000


def best_of(fn, repeats=3):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def row(label, fn, repeats=3):
    print("BENCH", best_of(fn, repeats), "str: " + label)


rng = np.random.default_rng(0)
ints = rng.integers(0, 100000, M)
a = ints.astype(str)
b = rng.integers(0, 100000, M).astype(str)

row("a == b (<U5)", lambda: a == b)
row("np.sort (<U5)", lambda: np.sort(a))
row("np.argsort (<U5)", lambda: np.argsort(a))
row("np.unique (<U5)", lambda: np.unique(a))
row("np.char.upper (<U5)", lambda: np.char.upper(a))
row("int array .astype(str)", lambda: ints.astype(str))
