# A launch with too few or too many arguments is Python's TypeError from the kernel's first
# thread, as Numba's simulator calls the kernel function in every thread.
import numpy as np
from numba import cuda

@cuda.jit
def copy3(a, b, c):
    i = cuda.grid(1)
    if i < a.size:
        c[i] = a[i] + b[i]

@cuda.jit
def one(a):
    a[0] = 1

a = np.zeros(4)
for kern, args in ((copy3, (a,)), (copy3, (a, a)), (one, (a, 2)), (one, ())):
    try:
        kern[1, 1](*args)
    except TypeError as e:
        print(e)
copy3[2, 1](a, a)
# expect: tid=[0, 0, 0] ctaid=[0, 0, 0]: copy3() missing 2 required positional arguments: 'b' and 'c'
# expect: tid=[0, 0, 0] ctaid=[0, 0, 0]: copy3() missing 1 required positional argument: 'c'
# expect: tid=[0, 0, 0] ctaid=[0, 0, 0]: one() takes 1 positional argument but 2 were given
# expect: tid=[0, 0, 0] ctaid=[0, 0, 0]: one() missing 1 required positional argument: 'a'
# expect runtime error: TypeError: tid=[0, 0, 0] ctaid=[0, 0, 0]: copy3() missing 1 required positional argument: 'c'
