# A kernel with a long name. tests/prof/test_prof.py charts this program (--profile-svg): the
# label column is wide enough for the whole name, and there is no Transfer D2D row.
import numpy as np
from numba import cuda


@cuda.jit
def a_very_long_kernel_name_that_goes_on_and_on_forever_and_ever(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = 2 * a[i]


x = np.ones(4096, dtype=np.float32)
a_very_long_kernel_name_that_goes_on_and_on_forever_and_ever[16, 256](x)
print(x[:2], x.sum())
# expect: [2. 2.] 8192.0
