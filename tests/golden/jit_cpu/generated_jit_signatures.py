# A generated_jit dispatcher's signatures and nopython_signatures list every implementation's
# argument types, in the order of their first calls.
import numpy as np
from numba import generated_jit, types

@generated_jit(nopython=True)
def describe(x):
    if isinstance(x, types.Integer):
        return lambda x: x * 10
    elif isinstance(x, types.Float):
        return lambda x: x / 2
    elif isinstance(x, types.Array):
        return lambda x: x.sum()
    else:
        return lambda x: -1

print(describe.signatures)
print(describe(3), describe(3.0), describe(np.arange(4)), describe(True))
describe(5)
print(describe.signatures)
print(len(describe.nopython_signatures))
# expect: []
# expect: 30 1.5 6 -1
# expect: [(int64,), (float64,), (array(int64, 1d, C),), (bool,)]
# expect: 4
