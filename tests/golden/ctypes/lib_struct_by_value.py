# Structures by value through libffi, as the x86-64 ABI classifies them: a 3-byte struct, three
# floats (SSE registers), an int with a float, a big struct with an array (in memory), a char
# array inside, and a callback taking a struct by value.
import ctypes as ct


class RGB(ct.Structure):
    _fields_ = [("r", ct.c_ubyte), ("g", ct.c_ubyte), ("b", ct.c_ubyte)]


class Vec3f(ct.Structure):
    _fields_ = [("x", ct.c_float), ("y", ct.c_float), ("z", ct.c_float)]


class Tally(ct.Structure):
    _fields_ = [("n", ct.c_int), ("mean", ct.c_float)]


class Point(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]


class Particle(ct.Structure):
    _fields_ = [("pos", Point), ("id", ct.c_int), ("hist", ct.c_double * 3)]


class Label(ct.Structure):
    _fields_ = [("text", ct.c_char * 12), ("len", ct.c_int)]


lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.rgb_invert.argtypes = [RGB]
lib.rgb_invert.restype = RGB
c = lib.rgb_invert(RGB(0, 100, 255))
print(c.r, c.g, c.b)
lib.vec3f_scale.argtypes = [Vec3f, ct.c_float]
lib.vec3f_scale.restype = Vec3f
v = lib.vec3f_scale(Vec3f(1, 2, 3), 0.5)
print(v.x, v.y, v.z)
lib.vec3f_dot.argtypes = [Vec3f, Vec3f]
lib.vec3f_dot.restype = ct.c_float
print(lib.vec3f_dot(v, Vec3f(2, 2, 2)))
lib.tally_add.argtypes = [Tally, ct.c_float]
lib.tally_add.restype = Tally
t = Tally()
for x in (1, 2, 6):
    t = lib.tally_add(t, x)
print(t.n, t.mean)
lib.particle_moved.argtypes = [Particle, ct.c_double, ct.c_double]
lib.particle_moved.restype = Particle
p = Particle(Point(1, 2), 7, (ct.c_double * 3)(1, 2, 3))
q = lib.particle_moved(p, 0.5, -0.5)
print(q.pos.x, q.pos.y, q.id, list(q.hist))
print(p.pos.x, p.id, list(p.hist))
lib.label_make.argtypes = [ct.c_char_p]
lib.label_make.restype = Label
lab = lib.label_make(b"hello, world!")
print(lab.text, lab.len, ct.sizeof(lab))
PointFn = ct.CFUNCTYPE(ct.c_double, Point)
lib.point_apply.argtypes = [PointFn, Point]
lib.point_apply.restype = ct.c_double
print(lib.point_apply(PointFn(lambda pt: pt.x * 10 + pt.y), Point(3, 4)))
# expect: 255 155 0
# expect: 0.5 1.0 1.5
# expect: 6.0
# expect: 3 3.0
# expect: 1.5 1.5 107 [2.0, 4.0, 6.0]
# expect: 1.0 7 [1.0, 2.0, 3.0]
# expect: b'hello, worl' 11 16
# expect: 34.0
