# A class's __dict__ / vars(cls) is CPython's read-only mappingproxy: __module__ first, the class's
# own attributes, __slots__ members, the __dict__/__weakref__ slots of the first class that has
# them, and __doc__.
class T:
    "Doc."
    a = 1
    def m(self): pass
class U(T):
    b = 2
class S:
    __slots__ = ("x",)
class E(Exception):
    pass
class L(list):
    pass
for c in (T, U, S, E, L):
    print(c.__name__, list(vars(c)), type(c.__dict__).__name__)
# expect: T ['__module__', '__doc__', 'a', 'm', '__dict__', '__weakref__'] mappingproxy
# expect: U ['__module__', 'b', '__doc__'] mappingproxy
# expect: S ['__module__', '__slots__', 'x', '__doc__'] mappingproxy
# expect: E ['__module__', '__weakref__', '__doc__'] mappingproxy
# expect: L ['__module__', '__dict__', '__weakref__', '__doc__'] mappingproxy
print(T.__dict__["__dict__"], U.__dict__.get("a"), "m" in T.__dict__, len(U.__dict__), repr(vars(U)))
# expect: <attribute '__dict__' of 'T' objects> None True 3 mappingproxy({'__module__': '__main__', 'b': 2, '__doc__': None})
print(dict(U.__dict__), sorted(vars(type("X", (), {"a": 1})).keys()), T.__dict__.copy()["a"])
# expect: {'__module__': '__main__', 'b': 2, '__doc__': None} ['__dict__', '__doc__', '__module__', '__weakref__', 'a'] 1
print([k for k, v in T.__dict__.items() if not k.startswith("__")], list(U.__dict__.keys()), list(U.__dict__.values())[1:])
# expect: ['a', 'm'] ['__module__', 'b', '__doc__'] [2, None]
try:
    T.__dict__["z"] = 1
except TypeError as e:
    print(e)
# expect: 'mappingproxy' object does not support item assignment
