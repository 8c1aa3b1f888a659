# A callback returns a scalar: a prototype with a structure result can call C function
# pointers, but cannot wrap a Python function.
import ctypes as ct


class Point(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]


MakePoint = ct.CFUNCTYPE(Point, ct.c_double)
print(MakePoint.__name__)
MakePoint(lambda x: Point(x, x))
# expect: CFunctionType
# expect runtime error: TypeError: invalid result type for callback function
