# Data kept on the device: one copy in, six launches of 132 blocks, one copy back.
# tests/prof/test_prof.py profiles this program: exactly 2 transfers (4224 bytes each way),
# and no advice line at all (it transfers well and fills the device).
import numpy as np
from numba import cuda


@cuda.jit
def step(x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = 0.5 * x[i] + 1.0


n = 132 * 8
h = np.arange(n, dtype=np.float32)
d = cuda.to_device(h)
e = cuda.device_array_like(d)
for k in range(3):
    step[132, 8](d, e)
    step[132, 8](e, d)
r = d.copy_to_host()
print(r[:3])
print(r[-1])
# expect: [1.96875  1.984375 2.      ]
# expect: 18.453125
