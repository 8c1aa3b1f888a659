# Nested structures, arrays and pointers in structures; field views share the memory.
import ctypes as ct

class Vec(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]

class Body(ct.Structure):
    _fields_ = [("pos", Vec), ("mass", ct.c_float), ("hist", ct.c_int * 3), ("next", ct.POINTER(ct.c_int))]

b = Body(Vec(1, 2), 0.5)
b.pos.x = 10
b.hist[1] = 7
print(b.pos.x, b.pos.y, b.mass, list(b.hist), bool(b.next), ct.sizeof(Body))
n = ct.c_int(3)
b.next = ct.pointer(n)
print(b.next[0], b.next.contents)
b.pos = Vec(5, 6)
print(b.pos.x + b.pos.y)
# expect: 10.0 2.0 0.5 [0, 7, 0] False 40
# expect: 3 c_int(3)
# expect: 11.0
