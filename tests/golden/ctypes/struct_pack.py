# _pack_ caps the alignment of fields (binary file headers); subclasses continue after the base.
import ctypes as ct


class Header(ct.Structure):
    _pack_ = 1
    _fields_ = [("tag", ct.c_char), ("length", ct.c_int), ("flags", ct.c_short)]


class Loose(ct.Structure):
    _fields_ = [("tag", ct.c_char), ("length", ct.c_int), ("flags", ct.c_short)]


class Two(ct.Structure):
    _pack_ = 2
    _fields_ = [("a", ct.c_char), ("b", ct.c_double), ("c", ct.c_char)]


class Base(ct.Structure):
    _fields_ = [("a", ct.c_int)]


class Derived(Base):
    _fields_ = [("b", ct.c_char)]


print(ct.sizeof(Header), Header.length, Header.flags, ct.alignment(Header))
print(ct.sizeof(Loose), Loose.length, Loose.flags, ct.alignment(Loose))
print(ct.sizeof(Two), Two.b, Two.c, ct.alignment(Two))
print(ct.sizeof(Derived), Derived.b)
h = Header.from_buffer_copy(b"T\x10\x00\x00\x00\x01\x00")
print(h.tag, h.length, h.flags)


class Bad(ct.Structure):
    _pack_ = -1
    _fields_ = [("a", ct.c_int)]
# expect: 7 <Field type=c_int, ofs=1, size=4> <Field type=c_short, ofs=5, size=2> 1
# expect: 12 <Field type=c_int, ofs=4, size=4> <Field type=c_short, ofs=8, size=2> 4
# expect: 12 <Field type=c_double, ofs=2, size=8> <Field type=c_char, ofs=10, size=1> 2
# expect: 8 <Field type=c_char, ofs=4, size=1>
# expect: b'T' 16 1
# expect runtime error: ValueError: _pack_ must be a non-negative integer
