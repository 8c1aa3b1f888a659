# A device function called from the host runs as the Python function, as in Numba's simulator
# (course code checks a device function on the CPU before launching the kernel).
import math
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def logistic(x, k=1.0):
    return 1.0 / (1.0 + math.exp(-k * x))

@cuda.jit
def apply(out, xs):
    i = cuda.grid(1)
    if i < xs.size:
        out[i] = logistic(xs[i])

print(logistic(0.0), logistic(2.0, 0.5))
xs = np.array([-1.0, 0.0, 2.0])
out = np.zeros(3)
apply[1, 4](out, xs)
print(out)
print(np.array([logistic(x) for x in xs]))
# expect: 0.5 0.7310585786300049
# expect: [0.26894142 0.5        0.88079708]
# expect: [0.26894142 0.5        0.88079708]
