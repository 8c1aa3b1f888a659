# cuda.In, cuda.Out and cuda.InOut say how a launch moves a host array: In copies it in only
# (the kernel's writes are lost to the host), Out and InOut bring the kernel's writes back;
# a device array inside a hint is the kernel's array itself. h.value is the wrapped object.
import numpy as np
from numba import cuda

@cuda.jit
def double_and_clear(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = src[i] * 2
        src[i] = -1

a = np.arange(4.0)
b = np.zeros(4)
double_and_clear[1, 4](cuda.In(a), cuda.Out(b))
print(a, b)
double_and_clear[1, 4](cuda.InOut(a), cuda.In(b))
print(a, b)
d = cuda.to_device(np.arange(4.0))
double_and_clear[1, 4](cuda.In(d), b)
print(d.copy_to_host(), b)
h = cuda.In(a)
print(h.value is a, type(h).__name__, isinstance(h, cuda.In), isinstance(h, cuda.Out))
print(cuda.InOut)
# expect: [0. 1. 2. 3.] [0. 2. 4. 6.]
# expect: [-1. -1. -1. -1.] [0. 2. 4. 6.]
# expect: [-1. -1. -1. -1.] [0. 2. 4. 6.]
# expect: True In True False
# expect: <class 'numba.cuda.args.InOut'>
