# kernel.forall(n) launches n threads (the simulator: n blocks of one thread), for kernels that
# check their index against the data's size.
import numpy as np
from numba import cuda

@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]

a = np.arange(5.0)
b = np.full(5, 10.0)
out = np.zeros(5)
add.forall(5)(a, b, out)
print(out)
add.forall(3, tpb=2)(b, b, out)
print(out)
add.forall(0)(a, a, out)
print(out)
add.forall(-2)(a, b, out)
# expect: [10. 11. 12. 13. 14.]
# expect: [20. 20. 20. 13. 14.]
# expect: [20. 20. 20. 13. 14.]
# expect runtime error: ValueError: Can't create ForAll with negative task count: -2
