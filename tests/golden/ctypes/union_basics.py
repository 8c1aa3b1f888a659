# Union: every field at offset 0, the size of the largest; by value and by pointer to C.
import ctypes as ct

class Num(ct.Union):
    _fields_ = [("i", ct.c_int), ("f", ct.c_float), ("b", ct.c_ubyte * 4)]

print(ct.sizeof(Num), ct.alignment(Num), Num.i, Num.f, Num.b)
n = Num()
n.f = 1.0
print(hex(n.i), list(n.b))
n2 = Num(5)
print(n2.i)

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.num_bits.argtypes = [Num]
print(hex(lib.num_bits(n)))
lib.num_from_float.argtypes = [ct.c_float]
lib.num_from_float.restype = Num
r = lib.num_from_float(-2.5)
print(type(r).__name__, r.f, hex(r.i & 0xFFFFFFFF))
lib.num_negate.argtypes = [ct.POINTER(Num)]
lib.num_negate(ct.byref(r))
print(r.f)

class Tagged(ct.Structure):
    _fields_ = [("tag", ct.c_char), ("u", Num)]

t = Tagged(b"f", Num(f=0.5))
print(ct.sizeof(Tagged), Tagged.u, t.tag, t.u.f)
Num(1, 2.0, 3)
# expect: 4 4 <Field type=c_int, ofs=0, size=4> <Field type=c_float, ofs=0, size=4> <Field type=c_ubyte_Array_4, ofs=0, size=4>
# expect: 0x3f800000 [0, 0, 128, 63]
# expect: 5
# expect: 0x3f800000
# expect: Num -2.5 0xc0200000
# expect: 2.5
# expect: 8 <Field type=Num, ofs=4, size=4> b'f' 0.5
# expect runtime error: TypeError: expected c_ubyte_Array_4 instance, got int
