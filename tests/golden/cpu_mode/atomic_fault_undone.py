# --mode=cpu: a launch that faults after atomics updated an array is undone in full (the atomics'
# updates too) before the simulator reruns it and reports the fault.
# env: WEFT_MODE=cpu
import numpy as np
from numba import cuda
@cuda.jit
def k(total, a):
    i = cuda.grid(1)
    cuda.atomic.add(total, 0, 1)
    a[i] = 1
total = np.zeros(1, np.int32)
a = np.zeros(30, np.int32)
try:
    k[1, 32](total, a)
except IndexError as e:
    print("IndexError")
print(total[0], a.sum())
# expect: IndexError
# expect: 0 0
