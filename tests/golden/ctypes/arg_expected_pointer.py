# A list given for a POINTER(c_double) parameter.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.sum_doubles.argtypes = [ct.POINTER(ct.c_double), ct.c_size_t]
lib.sum_doubles([1.0, 2.0], 2)
# expect runtime error: ctypes.ArgumentError: argument 1: TypeError: expected LP_c_double instance instead of list
