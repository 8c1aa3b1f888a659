# A complex128 device array: copied to the device and back, and read in a kernel (abs, .real,
# .imag of its elements; .real of the whole array is a view of the parts).
import numpy as np
from numba import cuda
d = cuda.to_device(np.arange(3, dtype=np.complex128) * (1+1j))
print(d.copy_to_host())
@cuda.jit
def parts(z, out, re):
    i = cuda.grid(1)
    if i < z.size:
        out[i] = abs(z[i]) + z[i].real - z[i].imag
        r = z.real
        re[i] = r[i] * 2
o = np.zeros(3)
re = np.zeros(3)
parts[1, 4](d, o, re)
print(o, re)
# expect: [0.+0.j 1.+1.j 2.+2.j]
# expect: [0.         1.41421356 2.82842712] [0. 2. 4.]
