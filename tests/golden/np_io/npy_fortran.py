# np.save writes a Fortran-contiguous array in Fortran order; np.load gives it back so.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_npy_fortran_" + str(os.getpid()))
os.mkdir(base)
try:
    a = np.arange(6.).reshape(2, 3).T
    p = os.path.join(base, "f.npy")
    np.save(p, a)
    print(os.path.getsize(p))
    b = np.load(p)
    print(b)
    print(b.flags.f_contiguous, b.flags.c_contiguous)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: 176
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: True False
