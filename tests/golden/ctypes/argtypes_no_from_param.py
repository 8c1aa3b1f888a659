# argtypes items must be ctypes classes (or have from_param).
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.add_ints.argtypes = [ct.c_int, 5]
# expect runtime error: TypeError: item 2 in _argtypes_ has no from_param method
