# Bad items for an array of structures: CPython's messages.
import ctypes as ct

class Point(ct.Structure):
    _fields_ = [("x", ct.c_int), ("y", ct.c_int)]

Pts = Point * 2
a = Pts()
for bad in [(1, 2, 3), ("x",), 5]:
    try:
        a[0] = bad
    except Exception as e:
        print(type(e).__name__, e)
try:
    Pts((1, 2), (3, 4), (5, 6))
except Exception as e:
    print(type(e).__name__, e)
try:
    Point * 1.5
except Exception as e:
    print(type(e).__name__, e)
Pts((1, 2), [3, 4])
# expect: RuntimeError (Point) TypeError: too many initializers
# expect: RuntimeError (Point) TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError expected Point instance, got int
# expect: IndexError invalid index
# expect: TypeError can't multiply sequence by non-int of type 'float'
# expect runtime error: TypeError: expected Point instance, got list
