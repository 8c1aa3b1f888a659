# row.sum(), a[i, :].max(), a[i, 1:].min(), row.mean() and a local array's sum()/max() inside a
# kernel: the simulator runs NumPy's methods, so a float sum is NumPy's pairwise sum (eight
# accumulators from 8 elements on, halves past 128), here on float32 rows of 13, 129 and 300.
import numpy as np
from numba import cuda


@cuda.jit
def row_stats(a, sums, maxs, mins, means):
    i = cuda.grid(1)
    if i < a.shape[0]:
        row = a[i]
        sums[i] = row.sum()
        maxs[i] = a[i, :].max()
        mins[i] = a[i, 1:].min()
        means[i] = row.mean()


@cuda.jit
def local_stats(out):
    i = cuda.grid(1)
    tmp = cuda.local.array(5, dtype=np.int32)
    for k in range(5):
        tmp[k] = i * k - 3
    out[i] = tmp.sum() * 100 + tmp.max()


a = np.arange(12, dtype=np.float64).reshape(3, 4) * 1.5 - 4
s, mx, mn, me = np.zeros(3), np.zeros(3), np.zeros(3), np.zeros(3)
row_stats[1, 4](a, s, mx, mn, me)
print(s, mx, mn, me)
rng = np.random.default_rng(3)
for n in (13, 129, 300):
    b = (rng.random((2, n)) * 100).astype(np.float32)
    s32, mx32, mn32, me32 = (np.zeros(2, np.float32) for _ in range(4))
    row_stats[1, 2](b, s32, mx32, mn32, me32)
    print(n, s32.tolist(), me32.tolist(), bool(mx32[0] == b[0].max()))
o = np.zeros(4, dtype=np.int64)
local_stats[1, 4](o)
print(o)
# expect: [-7. 17. 41.] [ 0.5  6.5 12.5] [-2.5  3.5  9.5] [-1.75  4.25 10.25]
# expect: 13 [505.87872314453125, 726.6800537109375] [38.91374969482422, 55.89846420288086] True
# expect: 129 [6478.8330078125, 6836.3603515625] [50.2235107421875, 52.99504089355469] True
# expect: 300 [14540.673828125, 14293.599609375] [48.46891403198242, 47.64533233642578] True
# expect: [-1503  -499   505  1509]
