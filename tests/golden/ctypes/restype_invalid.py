# restype must be a ctypes class, a callable or None.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.add_ints.restype = 5
# expect runtime error: TypeError: restype must be a type, a callable, or None
