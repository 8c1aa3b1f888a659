# Bit fields in _fields_ (name, type, bits): gcc's layout (runs share their container, a wider
# type widens the run), values masked and sign-extended, Field reprs with ofs=byte:bit.
import ctypes as ct


class Flags(ct.Structure):
    _fields_ = [("a", ct.c_uint, 3), ("b", ct.c_uint, 5), ("c", ct.c_int, 4),
                ("d", ct.c_short, 2), ("e", ct.c_ubyte)]


print(ct.sizeof(Flags), ct.alignment(Flags))
print(Flags.a, Flags.b, Flags.c)
print(Flags.d, Flags.e)
print(Flags.b.offset, Flags.b.size)
f = Flags(5, 31, -3, 1, 7)
print(f.a, f.b, f.c, f.d, f.e)
f.a = 9
f.c = 8
print(f.a, f.c, bytes(f))
f.c = 7
print(f.c, bytes(f))


class Wide(ct.Structure):
    _fields_ = [("lo", ct.c_ubyte, 4), ("mid", ct.c_ushort, 10), ("hi", ct.c_uint, 20)]


print(ct.sizeof(Wide), Wide.mid, Wide.hi)
w = Wide(15, 1000, 2**20 - 1)
print(w.lo, w.mid, w.hi)


class Big(ct.Structure):
    _fields_ = [("x", ct.c_ulonglong, 40), ("y", ct.c_longlong, 30)]


b = Big(2**40 - 1, -5)
print(ct.sizeof(Big), Big.y, b.x, b.y)


class Packed(ct.Structure):
    _pack_ = 1
    _fields_ = [("tag", ct.c_char), ("x", ct.c_uint, 3), ("y", ct.c_uint, 30)]


print(ct.sizeof(Packed), Packed.x, Packed.y)


class Ok(ct.Structure):
    _fields_ = [("on", ct.c_bool, 1), ("n", ct.c_int, True)]


print(Ok.on, Ok.n, Ok(True, -1).n)
# expect: 8 4
# expect: <Field type=c_uint, ofs=0:0, bits=3> <Field type=c_uint, ofs=0:3, bits=5> <Field type=c_int, ofs=0:8, bits=4>
# expect: <Field type=c_short, ofs=2:12, bits=2> <Field type=c_ubyte, ofs=4, size=1>
# expect: 0 327683
# expect: 5 31 -3 1 7
# expect: 1 -8 b'\xf9\x08\x00\x10\x07\x00\x00\x00'
# expect: 7 b'\xf9\x07\x00\x10\x07\x00\x00\x00'
# expect: 8 <Field type=c_ushort, ofs=0:4, bits=10> <Field type=c_uint, ofs=4:0, bits=20>
# expect: 15 1000 1048575
# expect: 16 <Field type=c_long, ofs=8:0, bits=30> 1099511627775 -5
# expect: 9 <Field type=c_uint, ofs=1:0, bits=3> <Field type=c_uint, ofs=5:0, bits=30>
# expect: <Field type=c_bool, ofs=0:0, bits=1> <Field type=c_int, ofs=0:1, bits=1> -1
