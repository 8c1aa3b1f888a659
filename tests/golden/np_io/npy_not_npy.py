# np.load of a file that is not .npy: NumPy takes it for a pickle.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_npy_not_npy_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "t.txt")
    with open(p, "w") as f:
        f.write("1 2 3\n")
    np.load(p)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect runtime error: ValueError: Cannot load file containing pickled data when allow_pickle=False
