# Recursive device functions: Numba's simulator runs them as Python calls (factorial, fibonacci,
# a recursive binary search, a sum over a tree kept in arrays), on host and device arrays, 2-D.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


@cuda.jit(device=True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@cuda.jit(device=True)
def bsearch(a, x, lo, hi):
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if a[mid] == x:
        return mid
    if a[mid] < x:
        return bsearch(a, x, mid + 1, hi)
    return bsearch(a, x, lo, mid)


@cuda.jit(device=True)
def tree_sum(left, right, value, node):
    if node < 0:
        return 0.0
    return value[node] + tree_sum(left, right, value, left[node]) + tree_sum(left, right, value, right[node])


@cuda.jit
def numbers(out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i, 0] = fact(i)
        out[i, 1] = fib(i)


@cuda.jit
def search(a, xs, out):
    i = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    if i < xs.size:
        out[i] = bsearch(a, xs[i], 0, a.size)


@cuda.jit
def sums(left, right, value, roots, out):
    x, y = cuda.grid(2)
    if x < out.shape[0] and y < out.shape[1]:
        out[x, y] = tree_sum(left, right, value, roots[x, y])


out = np.zeros((12, 2), np.int64)
numbers[3, 4](out)
print(out.T)
a = np.array([1, 3, 4, 7, 9, 12, 15, 20], np.int32)
xs = np.array([7, 1, 20, 2, 15, 13], np.int32)
found = cuda.device_array(6, np.int64)
search[2, 4](cuda.to_device(a), xs, found)
print(found.copy_to_host())
left = np.array([1, 3, -1, -1, -1], np.int64)
right = np.array([2, 4, -1, -1, -1], np.int64)
value = np.array([1.5, 2.0, 3.25, 4.0, 5.5], np.float32)
roots = np.array([[0, 1, 2], [3, 4, -1]], np.int64)
s = np.zeros((2, 3), np.float64)
sums[(1, 2), (2, 2)](left, right, value, roots, s)
print(s)
# expect: [[       1        1        2        6       24      120      720     5040
# expect:      40320   362880  3628800 39916800]
# expect:  [       0        1        1        2        3        5        8       13
# expect:         21       34       55       89]]
# expect: [ 3  0  7 -1  6 -1]
# expect: [[16.25 11.5   3.25]
# expect:  [ 4.    5.5   0.  ]]
