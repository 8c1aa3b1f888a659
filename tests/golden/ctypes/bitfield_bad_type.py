# Only integer types (not c_char, c_wchar, floats, pointers, arrays) can be bit fields.
import ctypes as ct


class Bad(ct.Structure):
    _fields_ = [("ok", ct.c_int, 3), ("x", ct.c_double, 3)]
# expect runtime error: TypeError: bit fields not allowed for type c_double
