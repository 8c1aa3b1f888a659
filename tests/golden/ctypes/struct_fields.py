# A Structure with _fields_: positional and keyword init, field reads and writes, sizeof.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_int), ("y", ct.c_double)]

    def norm1(self):
        return abs(self.x) + abs(self.y)

p = Point(1, 2.5)
print(p.x, p.y, ct.sizeof(Point), ct.sizeof(p))
p.x = -3
p.y += 1
print(p.x, p.y, p.norm1(), Point(y=4).y, Point().x)
# expect: 1 2.5 16 16
# expect: -3 3.5 6.5 4.0 0
