# A float32 signature computes in float32: the result rounds like float32 arithmetic.
import numpy as np
from numba import vectorize, float32

@vectorize([float32(float32, float32)])
def f(a, b):
    return (a + b) ** 2

print(f(np.arange(5, dtype=np.float32), np.float32(1.2)))
print(f(np.float32(0.1), np.float32(0.2)))

# expect: [ 1.44      4.84     10.240001 17.639997 27.039997]
# expect: 0.09
