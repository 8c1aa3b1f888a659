# Arrays of structures: made from tuples and instances, indexed, sliced, passed to C.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_double), ("y", ct.c_double)]

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

PointArray3 = Point * 3
print(PointArray3, PointArray3._length_, PointArray3._type_, ct.sizeof(PointArray3))
pts = PointArray3((1, 2), Point(3, 4))
print(list(pts), len(pts))
pts[2] = (5, 6)
print(pts[-1], pts[1:])
first = pts[0]
first.x = 10
print(pts[0].x, ct.addressof(pts[1]) - ct.addressof(pts))

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.points_sum_x.argtypes = [ct.POINTER(Point), ct.c_int]
lib.points_sum_x.restype = ct.c_double
lib.points_shift.argtypes = [ct.POINTER(Point), ct.c_int, ct.c_double, ct.c_double]
print(lib.points_sum_x(pts, len(pts)))
lib.points_shift(pts, 3, 0.5, -1)
print(list(pts))
many = (Point * 100)(*[(i, i * i) for i in range(100)])
print(lib.points_sum_x(many, 100), many[99])
print(list((3 * Point)()))
# expect: <class '__main__.Point_Array_3'> 3 <class '__main__.Point'> 48
# expect: [Point(1.0, 2.0), Point(3.0, 4.0), Point(0.0, 0.0)] 3
# expect: Point(5.0, 6.0) [Point(3.0, 4.0), Point(5.0, 6.0)]
# expect: 10.0 16
# expect: 18.0
# expect: [Point(10.5, 1.0), Point(3.5, 3.0), Point(5.5, 5.0)]
# expect: 4950.0 Point(99.0, 9801.0)
# expect: [Point(0.0, 0.0), Point(0.0, 0.0), Point(0.0, 0.0)]
