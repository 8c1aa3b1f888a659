# Whole course-style NumPy pipelines (CPython runs this with NumPy), 10**7 elements unless the
# row says otherwise; best of 5 repeats, timed inside the program. `bench_pipelines.py NAME`
# runs only pipeline NAME, once and untimed: bench/run.py uses that to measure each pipeline's
# peak memory (maxrss of the whole process) under weft and under CPython.
import sys
import time
import numpy as np

N = 10000000


def normalise_histogram():
    x = np.random.default_rng(1).normal(5.0, 2.0, N)
    z = (x - x.mean()) / x.std()
    counts, edges = np.histogram(z, bins=50, range=(-4.0, 4.0))
    return counts.sum() + edges[0]


def monte_carlo_pi():
    rng = np.random.default_rng(2)
    x = rng.random(N)
    y = rng.random(N)
    return 4.0 * np.count_nonzero(x * x + y * y <= 1.0) / N


def moving_average():
    x = np.random.default_rng(3).random(N)
    c = np.cumsum(x)
    w = 100
    return ((c[w:] - c[:-w]) / w).max()


def kmeans_step():
    rng = np.random.default_rng(4)
    pts = rng.random((200000, 2))
    cent = rng.random((8, 2))
    d = ((pts[:, None, :] - cent[None, :, :]) ** 2).sum(axis=2)
    lab = np.argmin(d, axis=1)
    new = np.array([pts[lab == k].mean(axis=0) for k in range(8)])
    return new.sum()


def image_blur():
    img = np.random.default_rng(5).random((3000, 3000))
    out = img.copy()
    out[1:-1, 1:-1] = (img[:-2, 1:-1] + img[2:, 1:-1] + img[1:-1, :-2] + img[1:-1, 2:]
                       + img[1:-1, 1:-1]) / 5.0
    return out.mean()


def dataset_stats():
    data = np.random.default_rng(6).normal(50.0, 10.0, (1000000, 10))
    mean = data.mean(axis=0)
    std = data.std(axis=0)
    z = (data - mean) / std
    outliers = np.count_nonzero(np.abs(z) > 3.0)
    med = np.median(data[:, 0])
    return mean.sum() + std.sum() + outliers + med


def random_walk():
    steps = np.random.default_rng(7).choice(np.array([-1, 1]), size=N)
    pos = np.cumsum(steps)
    return pos.max() - pos.min() + np.count_nonzero(pos == 0)


PIPELINES = [("normalise + histogram", normalise_histogram),
             ("Monte Carlo pi", monte_carlo_pi),
             ("moving average via cumsum", moving_average),
             ("k-means step, 2*10^5 points", kmeans_step),
             ("image blur via slicing, 3000x3000", image_blur),
             ("dataset statistics, 10^6x10", dataset_stats),
             ("random walk", random_walk)]

if len(sys.argv) > 1:
    for label, fn in PIPELINES:
        if fn.__name__ == sys.argv[1]:
            print(fn())
else:
    for label, fn in PIPELINES:
        best = 1e9
        for _ in range(5):
            t0 = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - t0)
        print("BENCH", best, "pipeline: " + label)
