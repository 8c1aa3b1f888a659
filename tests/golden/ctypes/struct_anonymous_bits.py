# _anonymous_ with bit fields: a register union whose bit fields are promoted, a structure
# holding it anonymously, a subclass adding fields (positional and keyword init).
import ctypes as ct
class Bits(ct.Structure):
    _fields_ = [("lo", ct.c_uint, 4), ("hi", ct.c_uint, 4)]
class Reg(ct.Union):
    _anonymous_ = ("bits",)
    _fields_ = [("raw", ct.c_uint), ("bits", Bits)]
r = Reg(0xAB)
print(r.lo, r.hi, Reg.lo, Reg.hi, Reg.bits)
r.hi = 1
print(hex(r.raw))
class Dev(ct.Structure):
    _anonymous_ = ("reg",)
    _fields_ = [("id", ct.c_int), ("reg", Reg)]
class Dev2(Dev):
    _fields_ = [("extra", ct.c_int)]
d = Dev2(1, Reg(0x12), 3)
print(d.id, d.raw, d.lo, d.hi, d.extra, Dev2.lo, Dev2.extra)
print(ct.sizeof(Dev2))
try:
    Dev2(1, Reg(1), 3, 4)
except TypeError as e:
    print(e)
d2 = Dev2(id=5, lo=3, raw=17)
print(d2.id, d2.lo, d2.raw)
print(Dev2._anonymous_)
# expect: 11 10 <Field type=c_uint, ofs=0:0, bits=4> <Field type=c_uint, ofs=0:4, bits=4> <Field type=Bits, ofs=0, size=4>
# expect: 0x1b
# expect: 1 18 2 1 3 <Field type=c_uint, ofs=4:0, bits=4> <Field type=c_int, ofs=8, size=4>
# expect: 12
# expect: too many initializers
# expect: 5 1 17
# expect: ('reg',)
