# ctypes types made in a function (a structure class and its layout, a pointer type and its
# target, an array type) are freed with the class that owns them once nothing uses them:
# nothing is left for a leak checker (make asan) to report.
import ctypes
import gc


def area():
    class Rect(ctypes.Structure):
        _fields_ = [("w", ctypes.c_int), ("h", ctypes.c_int)]
    RectPtr = ctypes.POINTER(Rect)
    Pair = ctypes.c_int * 2
    sides = Pair(4, 5)
    r = Rect(2, 3)
    p = RectPtr(r)
    return p.contents.w * p.contents.h + sides[0] * sides[1]


gc.collect()
print(area())
print(gc.collect() > 0, gc.collect())
# expect: 26
# expect: True 0
