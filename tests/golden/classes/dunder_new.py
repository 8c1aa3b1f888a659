# __new__ runs before __init__; object.__new__ through super()
class Single:
    _inst = None

    def __new__(cls, v):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst

    def __init__(self, v):
        self.v = v


a = Single(1)
b = Single(2)
print(a is b, a.v, type(a).__name__)


class Tagged:
    def __new__(cls, tag):
        obj = object.__new__(cls)
        obj.tag = tag.upper()
        return obj


print(Tagged("x").tag)
# expect: True 2 Single
# expect: X
