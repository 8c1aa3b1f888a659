# A target='cuda' ufunc on device arrays of two sizes: tests/prof/test_prof_model.py checks that
# the model prices each launch by its arrays (the larger takes longer), not a flat launch cost.
# no-cross-check: Numba's CUDA simulator cannot build vectorize(target='cuda'); values checked by hand (2 * 1 + 1)
import sys
import numpy as np
from numba import vectorize, cuda


@vectorize(["float32(float32, float32)"], target="cuda")
def axpy(x, y):
    return 2 * x + y


small = int(sys.argv[1]) if len(sys.argv) > 1 else 64
large = int(sys.argv[2]) if len(sys.argv) > 2 else 256
for n in (small, large):
    x = cuda.to_device(np.ones(n, dtype=np.float32))
    y = cuda.to_device(np.ones(n, dtype=np.float32))
    r = axpy(x, y)
    print(n, r.copy_to_host()[:2])
# expect: 64 [3. 3.]
# expect: 256 [3. 3.]
