# @jit benchmark: the seeds' jitted functions and loops, compiled by Weft's CPU engine and by
# Numba (/usr/bin/python3), timed with time.perf_counter (best of several repeats; the first call,
# which compiles, is timed apart). bench/jit_run.py runs it and prints the table.
# BENCH_JIT_PY=1 calls the undecorated functions (.py_func): the interpreter's time.
import math
import os
import random
import time

import numpy as np
from numba import njit

PY = os.environ.get("BENCH_JIT_PY") == "1"


@njit
def doublegauss(x, y):
    x = abs(x)
    y = abs(y)
    t1 = x * x
    t2 = y * y
    val = math.exp(-t1 - t2)
    return val


@njit
def gauss_loop(n):
    t = 0.0
    for i in range(n):
        t += doublegauss(i * 1e-6, 0.5)
    return t


@njit
def monte_carlo_pi(nsamples):
    acc = 0
    for i in range(nsamples):
        x = random.random()
        y = random.random()
        if (x ** 2 + y ** 2) < 1.0:
            acc += 1
    return 4.0 * acc / nsamples


@njit
def int_recurrence(n):
    x = 12345
    s = 0
    for i in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        s += x // 65536 % 7
    return s


@njit
def logistic(n):
    x = 0.3
    for i in range(n):
        x = 3.9 * x * (1.0 - x)
    return x


@njit
def grid_sum(a):
    t = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            t += a[i, j] * (i - j)
    return t


def fn(f):
    return f.py_func if PY else f


def calls_from_python(n):
    g = fn(doublegauss)
    t = 0.0
    for i in range(n):
        t += g(1.0, 2.0)
    return t


def timed(name, f, *args, repeats=5):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f(*args)
        best = min(best, time.perf_counter() - t0)
    print("BENCH", best * scale, name)
    return r


t0 = time.perf_counter()
fn(doublegauss)(1.0, 2.0)
print("BENCH", time.perf_counter() - t0, "first call of doublegauss (compiles)")
for f, args in ((gauss_loop, (10,)), (monte_carlo_pi, (10,)), (int_recurrence, (10,)), (logistic, (10,)),
                (grid_sum, (np.zeros((2, 2)),))):
    fn(f)(*args)  # compiled before timing

scale = 10 if PY else 1  # the interpreter runs a tenth of the work; times are scaled back up
a = np.arange(1000 * 1000, dtype=np.float64).reshape(1000, 1000) / 1e6
r = timed("doublegauss: 2,000,000 calls from a Python loop", calls_from_python, 2000000 // scale)
assert abs(r * scale - 2000000 * math.exp(-5.0)) < 1e-3, r
r = timed("doublegauss: 2,000,000 calls inside @njit", fn(gauss_loop), 2000000 // scale)
r = timed("Monte Carlo pi, 2,000,000 samples", fn(monte_carlo_pi), 2000000 // scale)
assert abs(r - math.pi) < 0.05
r = timed("integer recurrence (LCG), 10,000,000 steps", fn(int_recurrence), 10000000 // scale)
r = timed("float recurrence (logistic map), 10,000,000 steps", fn(logistic), 10000000 // scale)
r = timed("2-D array loop, 1000x1000 float64", fn(grid_sum), a[: 1000 // scale])
