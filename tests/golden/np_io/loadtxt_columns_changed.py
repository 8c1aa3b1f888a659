# np.loadtxt: a row with another number of columns.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_loadtxt_columns_changed_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "e.txt")
    with open(p, "w") as f:
        f.write("# c\n1 2 3\n4 5\n")
    np.loadtxt(p)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect runtime error: ValueError: the number of columns changed from 3 to 2 at row 2; use `usecols` to select a subset and avoid this error
