# np.ctypeslib.ndpointer in argtypes: C fills a NumPy array; wrong arrays get NumPy's messages.
import ctypes
import numpy as np

lib = ctypes.CDLL("../../../build/test/libweftffi.so")
lib.fill_squares.argtypes = [np.ctypeslib.ndpointer(dtype=np.float64, ndim=1, flags="C_CONTIGUOUS"), ctypes.c_int]
out = np.zeros(4)
lib.fill_squares(out, 4)
print(out)
for bad in [np.zeros(4, dtype=np.int32), np.zeros((2, 2)), [1.0], np.zeros(8)[::2]]:
    try:
        lib.fill_squares(bad, 4)
    except ctypes.ArgumentError as e:
        print(e)
# expect: [0. 1. 4. 9.]
# expect: argument 1: TypeError: array must have data type float64
# expect: argument 1: TypeError: array must have 1 dimension(s)
# expect: argument 1: TypeError: argument must be an ndarray
# expect: argument 1: TypeError: array must have flags ['C_CONTIGUOUS']
