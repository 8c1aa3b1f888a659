# kernel.overloads is the simulator's FakeOverloadDict: empty (len 0, no keys, nothing to iterate)
# though indexing it answers any signature with a FakeOverload.
from numba import cuda
import numpy as np

@cuda.jit
def k(a):
    a[0] = 1

k[1, 1](np.zeros(2))
print(len(k.overloads), list(k.overloads), k.overloads.keys(), list(k.overloads.items()))
print(k.overloads)
for sig in k.overloads:
    print(sig)
print(type(k.overloads["x"]).__name__)
# expect: 0 [] dict_keys([]) []
# expect: {}
# expect: FakeOverload
