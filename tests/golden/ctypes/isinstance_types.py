# isinstance with ctypes classes: scalar, pointer and structure classes.
import ctypes as ct


class P(ct.Structure):
    _fields_ = [("x", ct.c_int)]


print(isinstance(ct.c_int(5), ct.c_int), isinstance(ct.c_long(1), ct.c_int), isinstance(5, ct.c_int))
print(isinstance(ct.pointer(ct.c_int(1)), ct.POINTER(ct.c_int)), isinstance(P(), P), isinstance(P(), ct.Structure))
print(isinstance(ct.c_int(1), (int, ct.c_int)), isinstance(ct.c_int32(3), ct.c_int), isinstance(ct.c_double(1), ct.Structure))
# expect: True False False
# expect: True True True
# expect: True True False
