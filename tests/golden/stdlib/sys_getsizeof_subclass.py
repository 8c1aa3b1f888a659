# sys.getsizeof of instances of builtin subclasses: the builtin value's size and what the
# subclass adds (a __dict__ and __weakref__), as CPython 3.11 reports them
import sys

class L(list): pass
class D(dict): pass
class I(int): pass
class F(float): pass
class S(str): pass
class T(tuple): pass
class St(set): pass
class B(bytes): pass
class SlotL(list):
    __slots__ = ()
class SlotS(str):
    __slots__ = ()

a = L()
print(sys.getsizeof(a))
for i in range(10):
    a.append(i)
print(sys.getsizeof(a), sys.getsizeof(L([1, 2, 3])))
print(sys.getsizeof(D()), sys.getsizeof(D(a=1, b=2)), sys.getsizeof(D({1: 2})))
print(sys.getsizeof(I(5)), sys.getsizeof(I(2**40)), sys.getsizeof(F(1.5)))
print(sys.getsizeof(S("")), sys.getsizeof(S("ab")), sys.getsizeof(S("héllo")), sys.getsizeof(S("€x")))
print(sys.getsizeof(T()), sys.getsizeof(T((1, 2, 3))), sys.getsizeof(St({1, 2})), sys.getsizeof(B(b"abc")))
print(sys.getsizeof(SlotL([1, 2, 3])), sys.getsizeof(SlotS("ab")))

class Sized(list):
    def __sizeof__(self):
        return 100
print(sys.getsizeof(Sized()))

# expect: 80
# expect: 208 112
# expect: 88 208 248
# expect: 44 48 64
# expect: 113 115 118 118
# expect: 48 72 232 60
# expect: 88 99
# expect: 132
