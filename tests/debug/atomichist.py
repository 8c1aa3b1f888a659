import numpy as np
from numba import cuda


@cuda.jit
def histogram(data, bins):
    i = cuda.grid(1)
    if i < data.size:
        old = cuda.atomic.add(bins, data[i] % 4, 1)


data = np.array([1, 2, 1, 3, 1, 0, 2, 1], dtype=np.int64)
bins = np.zeros(4, dtype=np.int64)
histogram[2, 4](data, bins)
print(bins)
