# A factory's kernel may close over an array (frozen as a constant array, as Numba freezes it)
# and an @njit function over a number; each call of the factory compiles its own.
import numpy as np
from numba import cuda, njit

def make(table, k):
    @cuda.jit
    def look(idx, out):
        i = cuda.grid(1)
        if i < idx.size:
            out[i] = table[idx[i]] * k
    return look

def make_jit(k):
    @njit
    def f(x):
        return x * k + 1
    return f

t = np.array([1.5, 2.5, 3.5])
idx = np.array([2, 0, 1, -1])
out = np.zeros(4)
make(t, 2)[1, 4](idx, out)
print(out)
print(make_jit(3)(2), make_jit(0.5)(2))
# expect: [7. 3. 5. 7.]
# expect: 7 2.0
