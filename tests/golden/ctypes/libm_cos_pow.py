# libm's cos and pow with restype and argtypes c_double; ints convert to double.
import ctypes
import ctypes.util

libm = ctypes.cdll.LoadLibrary(ctypes.util.find_library("m"))
libm.cos.restype = ctypes.c_double
libm.cos.argtypes = [ctypes.c_double]
libm.pow.restype = ctypes.c_double
libm.pow.argtypes = (ctypes.c_double, ctypes.c_double)
print(libm.cos(0), libm.cos(1.0))
print(libm.pow(2, 10), libm.pow(2.0, 0.5))
print(libm.cos.restype, libm.pow.argtypes)
# expect: 1.0 0.5403023058681398
# expect: 1024.0 1.4142135623730951
# expect: <class 'ctypes.c_double'> (<class 'ctypes.c_double'>, <class 'ctypes.c_double'>)
