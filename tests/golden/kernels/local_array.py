# cuda.local.array gives each thread its own scratch array.
import numpy as np
from numba import cuda, int64

@cuda.jit
def digits_rev(xs, out):
    i = cuda.grid(1)
    if i < xs.shape[0]:
        d = cuda.local.array(8, dtype=int64)
        n = xs[i]
        k = 0
        while n > 0:
            d[k] = n % 10
            n //= 10
            k += 1
        r = 0
        for j in range(k):
            r = r * 10 + d[j]
        out[i] = r

xs = np.array([123, 4005, 7, 98765], dtype=np.int64)
out = np.zeros_like(xs)
digits_rev[1, 32](xs, out)
print(out)
# expect: [  321  5004     7 56789]
