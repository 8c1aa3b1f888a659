# np.loadtxt: a field that is not a number.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_loadtxt_bad_value_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "e.txt")
    with open(p, "w") as f:
        f.write("1,x\n")
    np.loadtxt(p, delimiter=",")
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect runtime error: ValueError: could not convert string 'x' to float64 at row 0, column 2.
