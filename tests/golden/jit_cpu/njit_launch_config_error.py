# An @njit function given a CUDA launch configuration: Numba's CPUDispatcher has no __getitem__.
import numpy as np
from numba import njit


@njit
def fill(a):
    a[0] = 1


fill[1, 1](np.zeros(2))
# expect runtime error: TypeError: 'CPUDispatcher' object is not subscriptable
