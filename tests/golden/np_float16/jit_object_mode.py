import numpy as np
from numba import jit

@jit
def f(a):
    return a[0] * 2

# Numba 0.56 cannot lower float16: @jit falls back to object mode (with warnings on stderr)
print(f(np.ones(3, dtype=np.float16)))
# expect: 2.0
