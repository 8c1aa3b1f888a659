# for v in a over a 1-D array in a kernel and in a @guvectorize core, as Numba accepts it
import numpy as np
from numba import cuda, guvectorize
@cuda.jit
def k(a, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        s = 0.0
        for v in a:
            s += v * (i + 1)
        out[i] = s
a = np.arange(4.0)
out = np.zeros(3)
k[1, 4](a, out)
print(out)
@guvectorize(['void(float64[:], float64[:])'], '(n)->()')
def total(x, res):
    acc = 0.0
    for v in x:
        acc += v
    res[0] = acc
print(total(np.arange(12.0).reshape(3, 4)))
# expect: [ 6. 12. 18.]
# expect: [ 6. 22. 38.]
