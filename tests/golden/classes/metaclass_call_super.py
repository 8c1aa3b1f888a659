# Metaclass __call__ and __init__ around super(), type.__new__ named directly, methods of the
# metaclass on its classes, a dict subclass with a metaclass, keywords a metaclass passes on.
class Meta(type):
    def __call__(cls, *a, **k):
        print("call", cls.__name__, a, k)
        obj = super().__call__(*a, **k)
        obj.tagged = True
        return obj

class A(metaclass=Meta):
    def __init__(self, x=1):
        self.x = x
    def f(self):
        return "A.f"

class B(A):
    def f(self):
        return "B+" + super().f()

b = B(x=3)
print(b.x, b.tagged, b.f(), isinstance(B, Meta), type(B).__name__)
print(A.__class__.__name__, B.__class__.__class__.__name__)

class T(type):
    def __new__(mcs, name, bases, ns):
        return type.__new__(mcs, name, bases, ns)
class C(metaclass=T):
    y = 2
print(type(C).__name__, C.y, C().y)

class Counted(type):
    def __init__(cls, *args):
        super().__init__(*args)
        cls.count = 0
    def __call__(cls, *args):
        cls.count += 1
        return super().__call__(*args)
class D(metaclass=Counted):
    pass
D(); D()
print(D.count)
print(D)
print(repr(Counted), Counted.__mro__)
class E(metaclass=Counted):
    def __init__(self, v):
        self.v = v
for i in range(3):
    e = E(i)
print(E.count, e.v)
class M2(type):
    def hello(cls): return "hi " + cls.__name__
class F(metaclass=M2): pass
print(F.hello(), getattr(F, "hello")(), hasattr(F(), "hello"))
print(vars(F).get("hello"))
try:
    class G(metaclass=M2, extra=1): pass
except TypeError as e:
    print("TypeError", e)
class H(dict, metaclass=M2): pass
h = H(a=1)
print(h, type(H).__name__)
# expect: call B () {'x': 3}
# expect: 3 True B+A.f True Meta
# expect: Meta type
# expect: T 2 2
# expect: 2
# expect: <class '__main__.D'>
# expect: <class '__main__.Counted'> (<class '__main__.Counted'>, <class 'type'>, <class 'object'>)
# expect: 3 2
# expect: hi F hi F False
# expect: None
# expect: TypeError G.__init_subclass__() takes no keyword arguments
# expect: {'a': 1} M2
