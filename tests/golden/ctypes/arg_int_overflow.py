# An int too wide for any C integer, with no argtypes.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.add_ints(2 ** 64 + 1, 0)
# expect runtime error: ctypes.ArgumentError: argument 1: OverflowError: int too long to convert
