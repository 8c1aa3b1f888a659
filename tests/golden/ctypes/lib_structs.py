# Structures by value (arguments and results) and by pointer.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]

class Particle(ct.Structure):
    _fields_ = [("pos", Point), ("id", ct.c_int), ("hist", ct.c_double * 3)]

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.point_norm2.restype = ct.c_double
lib.point_norm2.argtypes = [Point]
print(lib.point_norm2(Point(3, 4)))
lib.point_add.restype = Point
lib.point_add.argtypes = [Point, Point]
s = lib.point_add(Point(1, 2), Point(10, 20))
print(type(s).__name__, s.x, s.y)
lib.point_scale.argtypes = [ct.POINTER(Point), ct.c_double]
lib.point_scale(ct.byref(s), 2)
print(s.x, s.y)
lib.particle_sum.restype = ct.c_double
p = Particle(Point(1, 2), 3)
p.hist[2] = 0.5
print(lib.particle_sum(ct.pointer(p)))
# expect: 25.0
# expect: Point 11.0 22.0
# expect: 22.0 44.0
# expect: 6.5
