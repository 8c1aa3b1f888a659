# Indexing and slicing a POINTER(Structure): pointer arithmetic over an array.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_int), ("y", ct.c_int)]

pts = (Point * 4)(*[(i, 10 * i) for i in range(4)])
p = ct.cast(pts, ct.POINTER(Point))
print(p[2].y, [q.x for q in p[1:4]], [q.x for q in p[3:0:-1]])
p[1].y = -1
print(pts[1].y)
second = ct.cast(ct.addressof(pts) + ct.sizeof(Point), ct.POINTER(Point))
print(second.contents.x, second[1].x, second[-1].x)
p[3] = Point(7, 8)
print(pts[3].x, pts[3].y)
try:
    p[1:]
except ValueError as e:
    print(e)
try:
    p[::-1]
except ValueError as e:
    print(e)
null = ct.POINTER(Point)()
print(null[0:0])
null[0]
# expect: 20 [1, 2, 3] [3, 2, 1]
# expect: -1
# expect: 1 2 0
# expect: 7 8
# expect: slice stop is required
# expect: slice start is required for step < 0
# expect: []
# expect runtime error: ValueError: NULL pointer access
