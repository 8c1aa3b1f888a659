# frexp(x, int *exp): byref, pointer() and an instance of the pointee all pass an address.
import ctypes
import ctypes.util

libm = ctypes.CDLL(ctypes.util.find_library("m"))
frexp = libm.frexp
frexp.restype = ctypes.c_double
frexp.argtypes = [ctypes.c_double, ctypes.POINTER(ctypes.c_int)]
e = ctypes.c_int()
print(frexp(8.0, ctypes.byref(e)), e.value)
print(frexp(3.0, ctypes.pointer(e)), e)
print(frexp(1024.0, e), e.value)
# expect: 0.5 4
# expect: 0.75 c_int(2)
# expect: 0.5 11
