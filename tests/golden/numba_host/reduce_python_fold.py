# Numba's simulator reduces with functools.reduce over Python objects: init (the int 0 unless
# given) is the first left operand, elements are NumPy scalars, combined in order. So a min
# that keeps init returns the int itself, a float32 sum started from the int 0 is a float64,
# and a float sum is the sequential one (not NumPy's pairwise x.sum()).
import numpy as np
from numba import cuda


@cuda.reduce
def min_r(a, b):
    return min(a, b)


@cuda.reduce
def max_r(a, b):
    return max(a, b)


@cuda.reduce
def add_r(a, b):
    return a + b


x = np.array([3.5, 1.25, 7.0, 2.0])
print(min_r(x), min_r(x, init=0), min_r(x, init=10), max_r(x, init=0), max_r(x, init=100))
xi = np.array([5, 3, 9], dtype=np.int32)
print(min_r(xi, init=0), min_r(xi, init=4), repr(add_r(xi, init=2.5)))
rng = np.random.default_rng(1)
y = rng.random(1000) * 1e3
print(repr(add_r(y)), repr(y.sum()))
r = add_r(y.astype(np.float32))
print(repr(r), type(r).__name__)
print(repr(add_r(cuda.to_device(y.astype(np.float32)), init=np.float32(0))))
# expect: 0 0 1.25 7.0 100
# expect: 0 3 19.5
# expect: 502804.6455869863 502804.6455869868
# expect: 502804.645614624 float64
# expect: 502804.62
