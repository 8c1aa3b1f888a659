# A str given for a c_int parameter.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.add_ints.argtypes = [ct.c_int, ct.c_int]
lib.add_ints(1, "2")
# expect runtime error: ctypes.ArgumentError: argument 2: TypeError: wrong type
