# Bit fields and anonymous unions laid out as gcc does: C reads and writes them through
# pointers and by value.
import ctypes as ct


class Perm(ct.Structure):
    _fields_ = [("read", ct.c_uint, 1), ("write", ct.c_uint, 1), ("exec", ct.c_uint, 1),
                ("level", ct.c_int, 5), ("owner", ct.c_uint, 12)]


class _IntOrDouble(ct.Union):
    _fields_ = [("i", ct.c_long), ("d", ct.c_double)]


class Value(ct.Structure):
    _anonymous_ = ("u",)
    _fields_ = [("kind", ct.c_int), ("u", _IntOrDouble)]


lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.perm_code.argtypes = [Perm]
lib.perm_owner.argtypes = [ct.POINTER(Perm)]
lib.perm_set.argtypes = [ct.POINTER(Perm), ct.c_int, ct.c_int]
p = Perm(1, 0, 1, -2, 4095)
print(ct.sizeof(Perm), lib.perm_code(p), lib.perm_owner(ct.byref(p)))
lib.perm_set(ct.byref(p), 7, 300)
print(p.read, p.write, p.exec, p.level, p.owner)
lib.value_as_double.argtypes = [Value]
lib.value_as_double.restype = ct.c_double
lib.value_half.argtypes = [ct.c_double]
lib.value_half.restype = Value
v = Value(0)
v.i = 42
print(lib.value_as_double(v))
h = lib.value_half(5.0)
print(h.kind, h.d)
# expect: 4 -11 4095
# expect: 1 0 1 7 300
# expect: 42.0
# expect: 1 2.5
