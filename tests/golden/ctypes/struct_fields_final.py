# _fields_ can be set once, and not after an instance exists.
import ctypes as ct

class A(ct.Structure):
    pass

a = A()
try:
    A._fields_ = [("x", ct.c_int)]
except AttributeError as e:
    print(e)

class B(ct.Structure):
    pass

B._fields_ = [("x", ct.c_int)]
B._fields_ = [("x", ct.c_int), ("y", ct.c_int)]
# expect: _fields_ is final
# expect runtime error: AttributeError: _fields_ is final
