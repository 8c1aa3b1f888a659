# Only a field of structure or union type can be anonymous.
import ctypes as ct


class Bad(ct.Structure):
    _anonymous_ = ("n",)
    _fields_ = [("n", ct.c_int)]
# expect runtime error: AttributeError: type object 'c_int' has no attribute '_fields_'
