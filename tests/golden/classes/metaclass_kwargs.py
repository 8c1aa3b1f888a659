# Class keywords other than metaclass go to the metaclass's __new__ and __init__, then to
# __init_subclass__.
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("new", name, kw)
        return super().__new__(mcs, name, bases, ns, **kw)

    def __init__(cls, name, bases, ns, **kw):
        print("init", name, kw)
        super().__init__(name, bases, ns)


class Base(metaclass=Meta):
    def __init_subclass__(cls, tag=None):
        print("subclass", cls.__name__, tag)


class Child(Base, tag="x"):
    pass
# expect: new Base {}
# expect: init Base {}
# expect: new Child {'tag': 'x'}
# expect: subclass Child x
# expect: init Child {'tag': 'x'}
