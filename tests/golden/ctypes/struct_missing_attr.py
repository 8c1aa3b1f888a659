# A name that is no field of the structure.
import ctypes as ct

class P(ct.Structure):
    _fields_ = [("x", ct.c_int)]

print(P(1).y)
# expect runtime error: AttributeError: 'P' object has no attribute 'y'
