# A @njit function run by the interpreter tier (it makes arrays) returns its numeric scalars as
# Numba boxes them: Python float, int, bool and complex, in a returned tuple too.
import numpy as np
from numba import njit

@njit
def stats(a):
    out = np.empty(a.size)
    for i in range(a.size):
        out[i] = a[i] * 2.5
    return out, a[0] * 2.5, a.argmax(), a[0] > 1, a.sum()

a = np.array([1.5, 3.0, 2.0], dtype=np.float32)
out, first, where, big, total = stats(a)
print(out, first, where, big, total)
print(type(first).__name__, type(where).__name__, type(big).__name__, type(total).__name__)

@njit
def mean_of(a):
    b = a * 2
    return b.mean()

m = mean_of(np.arange(4, dtype=np.int32))
print(m, type(m).__name__)

@njit
def cplx(n):
    z = np.zeros(n, dtype=np.complex64)
    return z[0] + 1j

print(type(cplx(2)).__name__)

# expect: [3.75 7.5  5.  ] 3.75 1 True 6.5
# expect: float int bool float
# expect: 3.0 float
# expect: complex
