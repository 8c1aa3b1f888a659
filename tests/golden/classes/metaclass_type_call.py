# type(name, bases, ns) with a base made by a user metaclass builds the class through that
# metaclass: its __new__ and __init__ run, and the new class's type is the metaclass.
class Meta(type):
    def __new__(mcls, name, bases, ns):
        print("new", name, sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name, bases, ns):
        print("init", name)
        super().__init__(name, bases, ns)

class K(metaclass=Meta):
    pass

T = type("T", (K,), {"x": 1})
print(T.x, type(T).__name__, issubclass(T, K))
P = type("P", (), {})
print(type(P).__name__)

# expect: new K []
# expect: init K
# expect: new T ['x']
# expect: init T
# expect: 1 Meta True
# expect: type
