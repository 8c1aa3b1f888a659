# create_xoroshiro128p_states(n, seed) gives a device array of n records of xoroshiro128p_dtype
# (s0, s1 as uint64, an aligned struct), as Numba's does: its shape, dtype, printing, indexing
# and copy_to_host(); kernels and device functions draw from it, and a structured host array
# goes to the device the same way (cuda.to_device).
import warnings

import numpy as np
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, xoroshiro128p_dtype,
                               xoroshiro128p_next, xoroshiro128p_uniform_float64)

warnings.simplefilter("ignore")


@cuda.jit(device=True)
def draw(states, i):
    return xoroshiro128p_uniform_float64(states, i)


@cuda.jit
def fill(states, out, bits):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = draw(states, i)
        bits[i] = xoroshiro128p_next(states, i)


@cuda.jit
def mark(recs):
    i = cuda.grid(1)
    if i < recs.size:
        recs[i]['s0'] = i + 1
        recs[i]['s1'] += 7


print(xoroshiro128p_dtype)
print(xoroshiro128p_dtype == np.dtype([("s0", np.uint64), ("s1", np.uint64)], align=True))
states = create_xoroshiro128p_states(3, seed=42)
print(states.shape, states.size, states.ndim, states.strides, states.nbytes, len(states))
print(states.dtype.names, states.dtype.itemsize)
host = states.copy_to_host()
print(type(host).__name__, host.shape, host["s1"])
print(repr(host))
print(states[1])
out = np.zeros(3)
bits = np.zeros(3, np.uint64)
fill[1, 3](states, out, bits)
print(out)
print(bits)
print(states.copy_to_host()[0])
print(host[0], "(the earlier copy)")
recs = cuda.to_device(np.zeros(4, xoroshiro128p_dtype))
mark[1, 4](recs)
print(recs.copy_to_host())
# expect: {'names': ['s0', 's1'], 'formats': ['<u8', '<u8'], 'offsets': [0, 8], 'itemsize': 16, 'aligned': True}
# expect: True
# expect: (3,) 3 1 (16,) 48 3
# expect: ('s0', 's1') 16
# expect: ndarray (3,) [13679457532755275413   410834281257317300  5368778761872700062]
# expect: array([(13679457532755275413, 13679457532755275413),
# expect:        (  313611670190079035,   410834281257317300),
# expect:        (11993970802556713180,  5368778761872700062)],
# expect:       dtype={'names': ['s0', 's1'], 'formats': ['<u8', '<u8'], 'offsets': [0, 8], 'itemsize': 16, 'aligned': True})
# expect: (313611670190079035, 410834281257317300)
# expect: [0.48312976 0.03927229 0.94123654]
# expect: [ 5395008446319293879 14077641675563974563  2524849808299597648]
# expect: (3142879397887065677, 3566669986593159569)
# expect: (13679457532755275413, 13679457532755275413) (the earlier copy)
# expect: [(1, 7) (2, 7) (3, 7) (4, 7)]
