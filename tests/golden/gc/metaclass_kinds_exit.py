# Classes made through metaclasses with __new__, __init__, __call__, __prepare__ and class
# keywords (a registry, a singleton, classes made in a function) are freed at exit: nothing is
# left for a leak checker (make asan) to report.
class Meta(type):
    registry = []

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.registry.append(name)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.tag = kw.get("tag")

    def __call__(cls, *a, **k):
        obj = super().__call__(*a, **k)
        obj.made_by = cls.__name__
        return obj


class K(metaclass=Meta, tag=1):
    def __init__(self, x):
        self.x = x


class L(K, tag=2):
    pass


class Singleton(type):
    _inst = {}

    def __call__(cls, *args):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*args)
        return cls._inst[cls]


class Config(metaclass=Singleton):
    pass


class Prepared(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {"injected": 1}

    def __repr__(cls):
        return "<Prepared " + cls.__name__ + ">"


def local_class():
    class Local(metaclass=Prepared):
        pass
    return Local


k = L(5)
print(k.x, k.made_by, L.tag, Meta.registry, type(L).__name__)
print(Config() is Config())
made = [local_class() for i in range(3)]
print(made[0], made[0].injected, made[0] is made[1])
# expect: 5 L 2 ['K', 'L'] Meta
# expect: True
# expect: <Prepared Local> 1 False
