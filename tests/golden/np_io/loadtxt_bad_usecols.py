# np.loadtxt: usecols past the end of a row.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_loadtxt_bad_usecols_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "e.txt")
    with open(p, "w") as f:
        f.write("# c\n1 2 3\n4 5\n")
    np.loadtxt(p, usecols=5)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect runtime error: ValueError: invalid column index 5 at row 1 with 3 columns
