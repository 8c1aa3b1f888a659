# Fewer arguments than argtypes.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.add_ints.argtypes = [ct.c_int, ct.c_int]
lib.add_ints(1)
# expect runtime error: TypeError: this function takes at least 2 arguments (1 given)
