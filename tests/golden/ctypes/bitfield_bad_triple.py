# The width must be an int; anything else is not a (name, type, bits) entry.
import ctypes as ct


class Bad(ct.Structure):
    _fields_ = [("x", ct.c_int, "3")]
# expect runtime error: TypeError: '_fields_' must be a sequence of (name, C type) pairs
