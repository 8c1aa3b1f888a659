# A float with no argtypes: ctypes does not know how to pass it.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
try:
    lib.add_ints(1.5, 2)
except ct.ArgumentError as e:
    print("ArgumentError:", e)
lib.add_ints(1, 2.5)
# expect: ArgumentError: argument 1: TypeError: Don't know how to convert parameter 1
# expect runtime error: ctypes.ArgumentError: argument 2: TypeError: Don't know how to convert parameter 2
