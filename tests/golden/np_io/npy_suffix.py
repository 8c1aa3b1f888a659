# np.save adds .npy to a name without it.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_npy_suffix_" + str(os.getpid()))
os.mkdir(base)
try:
    np.save(os.path.join(base, "data"), np.arange(3))
    print(os.listdir(base))
    print(np.load(os.path.join(base, "data.npy")))
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: ['data.npy']
# expect: [0 1 2]
