# NumPy operations course programs use, one row each (CPython runs this with NumPy): creation,
# elementwise arithmetic, comparisons and masks, fancy indexing, reductions with and without an
# axis, sorting, cumsum, joining, transposed copies, matmul, bincount, clip, random draws and
# printing. 10**7 elements unless the row says otherwise (sorting rows use 10**6, matmul and the
# axis reductions a square matrix). Best of 5 repeats, timed inside the program.
import time
import numpy as np

N = 10000000
M = 1000000


def best_of(fn, repeats=5):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def row(label, fn, repeats=5):
    print("BENCH", best_of(fn, repeats), "np: " + label)


def empty_fill():
    e = np.empty(N)
    e.fill(1.5)


def mask_assign():
    c = a.copy()
    c[a > 0.5] = 0.0


rng = np.random.default_rng(0)
a = rng.random(N)
b = rng.random(N)
a32 = a.astype(np.float32)
b32 = b.astype(np.float32)
i = rng.integers(0, 1000, N)
j = rng.integers(1, 1000, N)
idx = rng.integers(0, N, M)
am = a[:M].copy()
im = rng.integers(0, 1000, M)
sm = np.sort(am)
A = rng.random((1000, 1000))
B = rng.random((1000, 1000))
S = rng.random((3000, 3000))
big = a[:M]
P4 = np.poly1d([3.0, -2.0, 0.5, 1.0, 4.0])

row("np.zeros(n)", lambda: np.zeros(N))
row("np.ones(n)", lambda: np.ones(N))
row("np.arange(n)", lambda: np.arange(N))
row("np.arange(0.0, 1.0, 1/n)", lambda: np.arange(0.0, 1.0, 1.0 / N))
row("np.linspace(0, 1, n)", lambda: np.linspace(0.0, 1.0, N))
row("np.full(n, 7.0)", lambda: np.full(N, 7.0))
row("np.empty(n) + fill", empty_fill)
row("rng.random(n)", lambda: rng.random(N))
row("rng.normal(size=n)", lambda: rng.normal(size=N))
row("rng.integers(0, 100, n)", lambda: rng.integers(0, 100, N))
row("np.random.rand(n) (legacy)", lambda: np.random.rand(N))
row("a + b float64", lambda: a + b)
row("a * b + 1 float64", lambda: a * b + 1.0)
row("a / b float64", lambda: a / b)
row("a + b float32", lambda: a32 + b32)
row("a * b + 1 float32", lambda: a32 * b32 + 1.0)
row("i + j int64", lambda: i + j)
row("i * 3 int64", lambda: i * 3)
row("i // j int64", lambda: i // j)
row("i % 7 int64", lambda: i % 7)
row("a ** 2 float64", lambda: a ** 2)
row("np.sqrt(a) float64", lambda: np.sqrt(a))
row("np.abs(a - 0.5) float64", lambda: np.abs(a - 0.5))
row("a > 0.5", lambda: a > 0.5)
row("(a > 0.2) & (a < 0.8)", lambda: (a > 0.2) & (a < 0.8))
row("np.count_nonzero(a > 0.5)", lambda: np.count_nonzero(a > 0.5))
row("fancy take a[idx], idx 10^6", lambda: a[idx])
row("boolean mask a[a > 0.5]", lambda: a[a > 0.5])
row("mask assignment c[a > 0.5] = 0 (with copy)", mask_assign)
row("np.where(a > 0.5, a, 0)", lambda: np.where(a > 0.5, a, 0.0))
row("a.sum() float64", lambda: a.sum())
row("a.sum() float32", lambda: a32.sum())
row("i.sum() int64", lambda: i.sum())
row("a.mean()", lambda: a.mean())
row("a.std()", lambda: a.std())
row("a.min(), a.max()", lambda: (a.min(), a.max()))
row("np.argmax(a)", lambda: np.argmax(a))
row("np.argmin(a)", lambda: np.argmin(a))
row("S.sum(axis=0) 3000x3000", lambda: S.sum(axis=0))
row("S.sum(axis=1) 3000x3000", lambda: S.sum(axis=1))
row("S.mean(axis=0) 3000x3000", lambda: S.mean(axis=0))
row("S.max(axis=1) 3000x3000", lambda: S.max(axis=1))
row("np.sort float64 10^6", lambda: np.sort(am))
row("np.argsort float64 10^6", lambda: np.argsort(am))
row("np.sort int64 10^6", lambda: np.sort(im))
row("np.partition float64 10^6", lambda: np.partition(am, M // 2))
row("np.argpartition float64 10^6", lambda: np.argpartition(am, M // 2))
row("np.partition int64 10^6 [k1, k2]", lambda: np.partition(im, [M // 4, 3 * M // 4]))
row("np.unique ints 10^6", lambda: np.unique(im))
row("np.unique floats 10^6", lambda: np.unique(am))
row("np.searchsorted 10^6 in 10^6", lambda: np.searchsorted(sm, am))
row("np.cumsum(a)", lambda: np.cumsum(a))
row("np.concatenate([a, b])", lambda: np.concatenate([a, b]))
row("np.stack([a, b])", lambda: np.stack([a, b]))
row("S.T.copy() 3000x3000", lambda: S.T.copy())
row("A @ B 1000x1000", lambda: A @ B, 3)
row("np.histogram2d 10^6 points, 50x50", lambda: np.histogram2d(am, sm, bins=50))
row("np.poly1d (degree 4) of 10^6", lambda: P4(am))
row("np.bincount(i)", lambda: np.bincount(i))
row("np.clip(a, 0.2, 0.8)", lambda: np.clip(a, 0.2, 0.8))
row("a.astype(np.float32)", lambda: a.astype(np.float32))
row("str(a) of 10^6", lambda: str(big))
