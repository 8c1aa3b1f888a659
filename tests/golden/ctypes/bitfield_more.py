# Bit fields: a subclass starts a new run after its base, 64-bit fields, signed bytes, _pack_
# with runs, c_bool fields (whole bytes, as CPython), misaligned copies, setter messages.
import ctypes as ct
class A(ct.Structure):
    _fields_ = [("a", ct.c_uint8, 3)]
class B(A):
    _fields_ = [("b", ct.c_uint8, 3), ("c", ct.c_uint64, 64), ("d", ct.c_int64, 64)]
print(ct.sizeof(B), B.a, B.b, B.c, B.d)
b = B(a=9, b=-1, c=2**64-1, d=-2**63)
print(b.a, b.b, b.c, b.d)
b.c = -1
print(b.c, hex(b.c))
x = B.from_buffer_copy(bytes(range(24)))
print(x.a, x.b, x.c, x.d)
class S(ct.Structure):
    _fields_ = [("x", ct.c_short, 9), ("y", ct.c_int, 9), ("z", ct.c_char), ("w", ct.c_long, 40)]
print(ct.sizeof(S), ct.alignment(S), S.x, S.y, S.z, S.w)
s = S(-256, 255, b"q", -(2**39))
print(s.x, s.y, s.z, s.w, bytes(s).hex())
try:
    s.y = "a"
except TypeError as e:
    print(e)
try:
    s.y = 1.0
except TypeError as e:
    print(e)
class P(ct.Structure):
    _pack_ = 2
    _fields_ = [("a", ct.c_ubyte, 4), ("b", ct.c_uint, 30), ("c", ct.c_ubyte, 4)]
print(ct.sizeof(P), ct.alignment(P), P.a, P.b, P.c)
class Q(ct.Structure):
    _fields_ = [("a", ct.c_byte, 4), ("b", ct.c_byte, 4), ("c", ct.c_byte, 4)]
q = Q(-8, 7, -1)
print(ct.sizeof(Q), q.a, q.b, q.c, Q.c)
class E(ct.Structure):
    _fields_ = [("e", ct.c_bool, 1), ("f", ct.c_bool, 7)]
e = E(True, False)
print(e.e, e.f, bytes(e))
# expect: 24 <Field type=c_ubyte, ofs=0:0, bits=3> <Field type=c_ubyte, ofs=1:0, bits=3> <Field type=c_ulong, ofs=8:0, bits=64> <Field type=c_long, ofs=16:0, bits=64>
# expect: 1 7 18446744073709551615 -9223372036854775808
# expect: 18446744073709551615 0xffffffffffffffff
# expect: 0 1 1084818905618843912 1663540288323457296
# expect: 16 8 <Field type=c_short, ofs=0:0, bits=9> <Field type=c_int, ofs=0:9, bits=9> <Field type=c_char, ofs=4, size=1> <Field type=c_long, ofs=8:0, bits=40>
# expect: -256 255 b'q' -549755813888 00ff0100710000000000000080000000
# expect: 'str' object cannot be interpreted as an integer
# expect: 'float' object cannot be interpreted as an integer
# expect: 8 2 <Field type=c_ubyte, ofs=0:0, bits=4> <Field type=c_uint, ofs=2:0, bits=30> <Field type=c_ubyte, ofs=6:0, bits=4>
# expect: 2 -8 7 -1 <Field type=c_byte, ofs=1:0, bits=4>
# expect: False False b'\x00'
