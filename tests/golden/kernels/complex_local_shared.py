# Complex local and shared arrays (cuda.local.array / cuda.shared.array with complex dtypes).
import numpy as np
from numba import cuda, complex128, complex64
@cuda.jit
def k(a, out):
    tmp = cuda.local.array(2, dtype=complex128)
    sh = cuda.shared.array(4, dtype=complex64)
    i = cuda.threadIdx.x
    sh[i] = a[i] * 1j
    cuda.syncthreads()
    tmp[0] = sh[(i + 1) % 4]
    tmp[1] = tmp[0].conjugate()
    out[i] = tmp[0] + tmp[1] * 2
a = np.array([1+1j, 2, 3j, -1], dtype=np.complex64)
out = np.zeros(4, dtype=np.complex128)
k[1, 4](a, out)
print(out)
# expect: [ 0.-2.j -9.+0.j -0.+1.j -3.-1.j]
