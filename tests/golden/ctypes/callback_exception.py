# An exception in a callback is printed (as "Exception ignored ...") and the program goes on.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
IntFn = ct.CFUNCTYPE(ct.c_int, ct.c_int)
lib.apply_twice.argtypes = [IntFn, ct.c_int]

def bad(v):
    return 1 // 0

lib.apply_twice(IntFn(bad), 2)
print("still running")
# expect: still running
# expect stderr: ZeroDivisionError: integer division or modulo by zero
