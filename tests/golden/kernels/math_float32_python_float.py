# Python's math functions in a kernel return float64 for float32 arguments, as the simulator's
# math module returns Python floats: the expression around them is float64 and only the store
# into the float32 array rounds (float32 arithmetic would differ in the last bit here).
import math
import numpy as np
from numba import cuda


@cuda.jit
def k(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = math.exp(x[i]) + math.sin(x[i]) * math.sqrt(x[i]) + math.log(x[i] + 1) / math.cos(x[i])


@cuda.jit
def mixed(out, x):
    out[0] = math.exp(x[0]) * x[0]
    t = math.sin(x[0])
    out[1] = t * t + x[0]
    out[2] = math.sqrt(x[0]) * np.float32(3.3)
    out[3] = math.floor(x[0]) + 0.25
    m, e = math.frexp(x[0])
    out[4] = m * x[0]


x = (np.arange(1, 2001, dtype=np.float32) * np.float32(0.0137)).astype(np.float32)
out = np.zeros_like(x)
k[8, 256](x, out)
x64 = x.astype(np.float64)
ref = (np.exp(x64) + np.sin(x64) * np.sqrt(x64) + np.log(x64 + 1) / np.cos(x64)).astype(np.float32)
print((out == ref).sum(), out[:3])
print(repr(out[1234]), out.sum(dtype=np.float64))
o = np.zeros(5, np.float64)
mixed[1, 1](o, np.array([1.3], np.float32))
print(o.tolist())
# expect: 2000 [1.029006  1.0593553 1.0905981]
# expect: 22286682.0 58333733412424.75
# expect: [4.770085265483922, 2.228444304419735, 3.762578779454069, 1.25, 0.8449999380111706]
