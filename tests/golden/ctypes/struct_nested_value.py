# Nested structures by value, in and out of C; tuples for nested fields.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]

class Rect(ct.Structure):
    _fields_ = [("lo", Point), ("hi", Point)]

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.rect_area.argtypes = [Rect]
lib.rect_area.restype = ct.c_double
lib.rect_grow.argtypes = [Rect, ct.c_double]
lib.rect_grow.restype = Rect
r = Rect((0, 0), Point(2, 3))
print(ct.sizeof(Rect), Rect.hi, lib.rect_area(r))
g = lib.rect_grow(r, 1)
print(g.lo.x, g.lo.y, g.hi.x, g.hi.y, lib.rect_area(g))
g.hi = (10, 10)
g.lo.x = 5
print(lib.rect_area(g))
hi = g.hi
hi.y = 20
print(g.hi.y, Rect.hi.offset, Rect.hi.size)
# expect: 32 <Field type=Point, ofs=16, size=16> 6.0
# expect: -1.0 -1.0 3.0 4.0 20.0
# expect: 55.0
# expect: 20.0 16 16
