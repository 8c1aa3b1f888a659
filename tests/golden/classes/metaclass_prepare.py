# __prepare__ answers the namespace the body's names go into (a dict subclass recording their
# order here); the metaclass's __new__ gets it.
class OrderedMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print("prepare", name, bases, kw)
        return Recorder()

    def __new__(mcs, name, bases, ns, **kw):
        print("order", ns.order)
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls.order = [k for k in ns.order if not k.startswith("__")]
        return cls


class Recorder(dict):
    def __init__(self):
        super().__init__()
        self.order = []

    def __setitem__(self, key, value):
        self.order.append(key)
        super().__setitem__(key, value)


class Form(metaclass=OrderedMeta):
    name = "n"
    age = 3

    def check(self):
        return True


print(Form.order, Form.age, type(Form).__name__)
# expect: prepare Form () {}
# expect: order ['__module__', '__qualname__', 'name', 'age', 'check']
# expect: ['name', 'age', 'check'] 3 OrderedMeta
