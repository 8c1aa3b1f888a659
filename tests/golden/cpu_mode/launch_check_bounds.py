# --mode=cpu: a launch whose indices are shown in bounds from its grid, block and shapes runs
# without saving the arrays first; one that may index past the end (i <= n) is saved, faults,
# is undone and rerun in the simulator, which raises: the array is left as it was.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda

@cuda.jit
def k(a, out, n):
    i = cuda.grid(1)
    if i <= n:
        out[i] = a[i] + 1

a = np.arange(100, dtype=np.int64)
out = np.zeros(100, np.int64)
try:
    k[4, 32](a, out, 100)
except IndexError:
    print("IndexError")
print(out.sum())
k[4, 32](a, out, 99)
print(out.sum())
# expect: IndexError
# expect: 0
# expect: 5050
