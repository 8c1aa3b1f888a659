# type(name, bases, dict) makes a class as a class statement would: methods, class attributes,
# inheritance, __init__ and a builtin base.
def hello(self):
    return "hi " + self.name


def init(self, n):
    self.n = n


P = type("P", (object,), {"name": "p", "hello": hello, "k": 3})
print(P.__name__, P().hello(), P.k, isinstance(P(), P))
Q = type("Q", (P,), {"__init__": init})
q = Q(5)
print(q.hello(), q.n, Q.__mro__)
E = type("E", (ValueError,), {})
try:
    raise E("bad")
except ValueError as e:
    print(type(e).__name__, e)
L = type("L", (list,), {"total": lambda self: sum(self)})
print(L([1, 2, 3]).total(), type(3), type("x").__name__)
# expect: P hi p 3 True
# expect: hi p 5 (<class '__main__.Q'>, <class '__main__.P'>, <class 'object'>)
# expect: E bad
# expect: 6 <class 'int'> str
