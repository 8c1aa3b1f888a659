# A @njit function returning None on some paths and a number on others (Numba's Optional):
# None comes back as None, whether returned explicitly or by falling off the end, also when a
# jitted caller tests it with `is not None`.
import numpy as np
from numba import njit

@njit
def half_if_even(n):
    if n % 2 == 0:
        return n // 2
    return None

@njit
def first_negative(a):
    for i in range(a.shape[0]):
        if a[i] < 0:
            return i

@njit
def compute_bin(x, lo, hi, n):
    b = int(n * (x - lo) / (hi - lo))
    if b < 0 or b >= n:
        return None
    else:
        return b

@njit
def histogram(a, lo, hi, n):
    h = np.zeros(n, dtype=np.int64)
    for x in a:
        b = compute_bin(x, lo, hi, n)
        if b is not None:
            h[int(b)] += 1
    return h

print(half_if_even(10), half_if_even(7))
print(first_negative(np.array([1.0, -2.0])), first_negative(np.array([1.0, 2.0])))
print(histogram(np.array([-5.0, 0.5, 1.5, 1.7, 3.9, 4.0, 9.0]), 0.0, 4.0, 4))
# expect: 5 None
# expect: 1 None
# expect: [1 2 0 1]
