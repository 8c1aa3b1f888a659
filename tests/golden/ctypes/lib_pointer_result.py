# A pointer result (restype POINTER(c_int)) reads and writes C's static data.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.static_counter.restype = ct.POINTER(ct.c_int)
p = lib.static_counter()
print(p.contents, p[0])
p[0] = 100
print(lib.static_counter()[0])
# expect: c_int(42) 42
# expect: 101
