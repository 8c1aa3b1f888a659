# for ... else and while ... else in kernels and @jit: the else clause runs on the threads
# whose loop ended without a break (an inner loop's break does not count).
import numpy as np
from numba import cuda, jit

@cuda.jit
def first_multiple(a, k, out):
    i = cuda.threadIdx.x
    for j in range(a.shape[1]):
        if a[i, j] % k == 0:
            out[i] = j
            break
    else:
        out[i] = -1

@cuda.jit
def countdown(n, out):
    i = cuda.threadIdx.x
    x = n[i]
    while x > 0:
        for j in range(3):
            if j == 1:
                break
        x -= 1
        if x == 5:
            break
    else:
        out[i] = 100 + x

@jit
def is_prime(n):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        return True
    return False

a = np.array([[1, 3, 6, 7], [5, 7, 9, 11], [4, 8, 2, 1]])
out = np.zeros(3, np.int64)
first_multiple[1, 3](a, 2, out)
print(out)
out = np.zeros(3, np.int64)
countdown[1, 3](np.array([3, 8, 0]), out)
print(out)
print([is_prime(n) for n in range(2, 12)])
# expect: [ 2 -1  0]
# expect: [100   0 100]
# expect: [True, True, False, True, False, True, False, False, False, True]
