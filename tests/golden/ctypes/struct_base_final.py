# A structure used as a field, or as the base of a class without _fields_ of its own, can no
# longer get _fields_ (a base whose subclass has _fields_ stays open, as in CPython).
import ctypes as ct

class Inner(ct.Structure):
    pass

class Outer(ct.Structure):
    _fields_ = [("inner", Inner)]

try:
    Inner._fields_ = [("x", ct.c_int)]
except AttributeError as e:
    print("field:", e)

class Base(ct.Structure):
    pass

class Derived(Base):
    _fields_ = [("y", ct.c_double)]

Base._fields_ = [("x", ct.c_int)]

class Shared(ct.Structure):
    pass

class Same(Shared):
    pass

try:
    Shared._fields_ = [("x", ct.c_int)]
except AttributeError as e:
    print("base:", e)

class Late(ct.Structure):
    pass

arr = Late * 4
Late._fields_ = [("x", ct.c_short)]
print(ct.sizeof(Late), ct.sizeof(Outer), ct.sizeof(Base), ct.sizeof(Derived))
# expect: field: _fields_ is final
# expect: base: _fields_ is final
# expect: 2 0 4 8
