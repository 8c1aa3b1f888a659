# A device array passed to an @njit function without a GPU: the simulator's FakeCUDAArray,
# which Numba's CPU typing cannot type (a TypingError naming its class); its copy_to_host() can.
import numpy as np
from numba import cuda, njit
from numba.core.errors import TypingError


@njit
def total(a):
    s = 0.0
    for x in a:
        s += x
    return s


h = np.arange(5.0)
print(total(h))
d = cuda.to_device(h)
try:
    total(d)
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[-1])
print(total(d.copy_to_host()))
# expect: 10.0
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: non-precise type pyobject
# expect: - argument 0: Cannot determine Numba type of <class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'>
# expect: 10.0
