# cuda.defer_cleanup() is a context manager (entering it gives None); launches and copies in
# its block run as anywhere, and an exception inside it goes on.
import numpy as np
from numba import cuda

@cuda.jit
def neg(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = -a[i]

with cuda.defer_cleanup() as x:
    d = cuda.to_device(np.arange(5))
    neg[1, 5](d)
    print(x, d.copy_to_host())
print(type(cuda.defer_cleanup()).__name__)
try:
    with cuda.defer_cleanup():
        raise ValueError("inside")
except ValueError as e:
    print("caught", e)
# expect: None [ 0 -1 -2 -3 -4]
# expect: _GeneratorContextManager
# expect: caught inside
