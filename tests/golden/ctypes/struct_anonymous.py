# _anonymous_: the fields of a nested structure or union are reached from the outer one (at
# their offset in it), through several levels; positional values still go to _fields_ in order.
import ctypes as ct


class _Num(ct.Union):
    _fields_ = [("i", ct.c_int), ("f", ct.c_float)]


class _Half(ct.Structure):
    _fields_ = [("lo", ct.c_short), ("hi", ct.c_short)]


class Tagged(ct.Structure):
    _anonymous_ = ("u", "s")
    _fields_ = [("tag", ct.c_int), ("u", _Num), ("s", _Half)]


print(Tagged.i, Tagged.f)
print(Tagged.lo, Tagged.hi, Tagged.u)
t = Tagged(1, _Num(5))
print(t.tag, t.i, t.u.i, t.lo)
t.f = 1.5
t.hi = 3
print(t.u.f, t.i, t.s.hi, bytes(t))
t2 = Tagged(tag=2, lo=7)
print(t2.tag, t2.s.lo)


class More(Tagged):
    _fields_ = [("z", ct.c_int)]


m = More(1, _Num(2), _Half(3, 4), 5)
print(m.i, m.lo, m.hi, m.z, More.z)


class Outer(ct.Structure):
    _anonymous_ = ["t"]
    _fields_ = [("a", ct.c_char), ("t", Tagged)]


o = Outer()
o.lo = 9
print(Outer.lo, Outer.i, Outer.tag, o.t.s.lo, o.lo)
print(hasattr(o, "u"), hasattr(o, "t"))
# expect: <Field type=c_int, ofs=4, size=4> <Field type=c_float, ofs=4, size=4>
# expect: <Field type=c_short, ofs=8, size=2> <Field type=c_short, ofs=10, size=2> <Field type=_Num, ofs=4, size=4>
# expect: 1 5 5 0
# expect: 1.5 1069547520 3 b'\x01\x00\x00\x00\x00\x00\xc0?\x00\x00\x03\x00'
# expect: 2 7
# expect: 2 3 4 5 <Field type=c_int, ofs=12, size=4>
# expect: <Field type=c_short, ofs=12, size=2> <Field type=c_int, ofs=8, size=4> <Field type=c_int, ofs=4, size=4> 9 9
# expect: False True
