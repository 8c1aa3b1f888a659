# An _anonymous_ name must be one of the fields.
import ctypes as ct


class Inner(ct.Structure):
    _fields_ = [("a", ct.c_int)]


class Bad(ct.Structure):
    _anonymous_ = ("inner",)
    _fields_ = [("b", Inner)]
# expect runtime error: AttributeError: type object 'Bad' has no attribute 'inner'
