# Elementwise chains Weft fuses into one pass, and large operations it spreads over the cores
# (docs/numerics.md, "Fused chains and threads"). float32 unless the row says otherwise, 10**7
# elements; best of 7 repeats, timed inside the program. bench/run.py runs it once per
# `bench-env` line below, so each row appears on one thread, on two, and on one thread with
# fusion off (NumPy ignores the variables: its rows are the same one-core program each time).
# bench-env: WEFT_NP_THREADS=1
# bench-env: WEFT_NP_THREADS=2
# bench-env: WEFT_NP_THREADS=1 WEFT_NP_FUSE=0
import time
import numpy as np

N = 10000000


def row(label, fn, repeats=7):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    print("BENCH", best, "fuse: " + label)


rng = np.random.default_rng(0)
x = rng.standard_normal(N).astype(np.float32)
y = rng.random(N).astype(np.float32)
z = rng.random(N).astype(np.float32)
x64 = x.astype(np.float64)

row("np.exp(-x*x/2) / np.sqrt(2*np.pi)", lambda: np.exp(-x*x/2) / np.sqrt(2*np.pi))
row("x * 2.0 + 1.0", lambda: x * 2.0 + 1.0)
row("x*y + y*z - z*x", lambda: x*y + y*z - z*x)
row("np.sqrt(x*x + y*y)", lambda: np.sqrt(x*x + y*y))
row("np.sin(x) * np.cos(y) + 0.5", lambda: np.sin(x) * np.cos(y) + 0.5)
row("(x - y) ** 2 / (z + 1)", lambda: (x - y) ** 2 / (z + 1))
row("np.tanh(x) * 0.5 + np.log(y + 1)", lambda: np.tanh(x) * 0.5 + np.log(y + 1))
row("float64: np.exp(-x*x/2) / np.sqrt(2*np.pi)", lambda: np.exp(-x64*x64/2) / np.sqrt(2*np.pi))
row("x.sum()", lambda: x.sum())
row("float64: x.sum()", lambda: x64.sum())
row("np.exp(x) (one ufunc)", lambda: np.exp(x))
