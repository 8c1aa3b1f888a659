# _anonymous_ must be a sequence of names.
import ctypes as ct


class Inner(ct.Structure):
    _fields_ = [("a", ct.c_int)]


class Bad(ct.Structure):
    _anonymous_ = 1
    _fields_ = [("b", Inner)]
# expect runtime error: TypeError: _anonymous_ must be a sequence
