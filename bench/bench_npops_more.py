# More NumPy operations course programs use, beyond bench_npops.py (CPython runs this with
# NumPy): joining many pieces, stacking, differences, cumulative sums along an axis, set
# membership, percentiles and medians, linear algebra, einsum, creation from Python lists,
# printing a summarised matrix, int32 sorting and more random draws. 10**6 elements unless
# the row says otherwise. Best of 5 repeats, timed inside the program.
import time
import numpy as np

N = 1000000


def best_of(fn, repeats=5):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def row(label, fn, repeats=5):
    print("BENCH", best_of(fn, repeats), "np: " + label)


rng = np.random.default_rng(1)
a = rng.random(N)
b = rng.random(N)
i = rng.integers(0, 1000, N)
i32 = i.astype(np.int32)
f32 = a.astype(np.float32)
pieces = [a[k * 1000:(k + 1) * 1000] for k in range(1000)]
rows100 = [a[k * 10000:(k + 1) * 10000] for k in range(100)]
M = rng.random((1000, 1000))
L = rng.random((500, 500)) + 500 * np.eye(500)
v500 = rng.random(500)
E1 = rng.random((300, 300))
E2 = rng.random((300, 300))
pylist = a.tolist()
pyints = i.tolist()
few = np.arange(0, 1000, 7)
A2 = a.reshape(1000, 1000)

row("np.concatenate of 1000 pieces", lambda: np.concatenate(pieces))
row("np.vstack of 100 rows of 10^4", lambda: np.vstack(rows100))
row("np.hstack of 1000 pieces", lambda: np.hstack(pieces))
row("np.column_stack([a, b])", lambda: np.column_stack([a, b]))
row("M.T.copy() 1000x1000", lambda: M.T.copy())
row("np.diff(a)", lambda: np.diff(a))
row("np.cumsum(M, axis=1) 1000x1000", lambda: np.cumsum(M, axis=1))
row("np.cumsum(M, axis=0) 1000x1000", lambda: np.cumsum(M, axis=0))
row("np.isin(i, few)", lambda: np.isin(i, few))
row("np.percentile(a, [25, 50, 75])", lambda: np.percentile(a, [25, 50, 75]))
row("np.median(a)", lambda: np.median(a))
row("np.argsort int32 10^6", lambda: np.argsort(i32))
row("np.sort int32 10^6", lambda: np.sort(i32))
row("np.sort float32 10^6", lambda: np.sort(f32))
row("np.sort(M, axis=1) 1000x1000", lambda: np.sort(M, axis=1))
row("np.linalg.solve 500x500", lambda: np.linalg.solve(L, v500))
row("np.linalg.inv 500x500", lambda: np.linalg.inv(L))
row("np.linalg.det 500x500", lambda: np.linalg.det(L))
row("np.einsum('ij,jk->ik') 300x300", lambda: np.einsum("ij,jk->ik", E1, E2))
row("np.einsum('ij->j') 1000x1000", lambda: np.einsum("ij->j", M))
row("np.einsum('i,i->', a, b)", lambda: np.einsum("i,i->", a, b))
row("np.dot(a, b)", lambda: np.dot(a, b))
row("M @ v 1000x1000", lambda: M @ a[:1000])
row("np.outer 1000x1000", lambda: np.outer(a[:1000], b[:1000]))
row("str(M) 1000x1000", lambda: str(M))
row("repr(a) of 10^6", lambda: repr(a))
row("np.array(list of 10^6 floats)", lambda: np.array(pylist))
row("np.array(list of 10^6 ints)", lambda: np.array(pyints))
row("a.tolist()", lambda: a.tolist())
row("rng.normal(0, 1, (1000, 1000))", lambda: rng.normal(0.0, 1.0, (1000, 1000)))
row("rng.standard_normal(n)", lambda: rng.standard_normal(N))
row("rng.uniform(-1, 1, n)", lambda: rng.uniform(-1.0, 1.0, N))
row("rng.choice(1000, n)", lambda: rng.choice(1000, N))
row("rng.permutation(n)", lambda: rng.permutation(N))
row("np.random.randn(n) (legacy)", lambda: np.random.randn(N))
row("np.random.randint(0, 100, n) (legacy)", lambda: np.random.randint(0, 100, N))
row("M.mean(axis=1) 1000x1000", lambda: M.mean(axis=1))
row("M.std(axis=0) 1000x1000", lambda: M.std(axis=0))
row("A2.sum(axis=0) 1000x1000", lambda: A2.sum(axis=0))
row("np.var(a)", lambda: np.var(a))
row("np.histogram(a, bins=50)", lambda: np.histogram(a, bins=50))
row("np.unique(i, return_counts=True)", lambda: np.unique(i, return_counts=True))
row("np.nonzero(a > 0.5)", lambda: np.nonzero(a > 0.5))
row("np.argwhere(a > 0.9)", lambda: np.argwhere(a > 0.9))
row("np.round(a, 2)", lambda: np.round(a, 2))
row("np.floor(a * 10)", lambda: np.floor(a * 10))
row("a.astype(int)", lambda: (a * 100).astype(int))
row("np.exp(a) float64", lambda: np.exp(a))
row("np.log(a) float64", lambda: np.log(a))
row("np.maximum(a, b)", lambda: np.maximum(a, b))
row("np.tile(a[:1000], 1000)", lambda: np.tile(a[:1000], 1000))
row("np.repeat(a, 3)", lambda: np.repeat(a, 3))
row("np.roll(a, 7)", lambda: np.roll(a, 7))
row("a[::-1].copy()", lambda: a[::-1].copy())
row("a[::2] * 2", lambda: a[::2] * 2.0)
row("fancy assignment a[idx] = 0", lambda: a.copy().__setitem__(i, 0.0))
row("np.convolve(a, ones(5)/5, 'valid')", lambda: np.convolve(a, np.ones(5) / 5, "valid"))
row("np.interp 10^6 in 1000", lambda: np.interp(a, few / 1000.0, np.sin(few)))
row("np.meshgrid 1000x1000", lambda: np.meshgrid(a[:1000], b[:1000]))
row("np.allclose(a, b)", lambda: np.allclose(a, a))
row("np.linalg.norm(a)", lambda: np.linalg.norm(a))
row("np.any(a > 2), np.all(a >= 0)", lambda: (np.any(a > 2), np.all(a >= 0)))
row("np.polyfit deg 3 of 10^5", lambda: np.polyfit(a[:100000], b[:100000], 3))
