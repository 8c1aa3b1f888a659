# A C-contiguous array stored in a typed Dict of float64[:] (layout A): Numba's safe cast;
# the array itself is stored, so @njit code updating it in place updates the caller's array.
import numpy as np
from numba import njit, types
from numba.typed import Dict

d = Dict.empty(key_type=types.unicode_type, value_type=types.float64[:])
x = np.asarray([1, 0.5, 2], dtype='f8')
d["x"] = x
d["y"] = np.arange(6.0)[::2]

@njit
def shift(d):
    d["x"] += 1.0
    d["y"] -= 0.5

shift(d)
print(d["x"], x)
print(d["y"])
print(d)
# expect: [2.  1.5 3. ] [2.  1.5 3. ]
# expect: [-0.5  1.5  3.5]
# expect: {x: [2.  1.5 3. ], y: [-0.5  1.5  3.5]}
