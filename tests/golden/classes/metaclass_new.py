# The metaclass's __new__ sees the name, the bases and the namespace, and can change the
# namespace before the class is made.
class Upper(type):
    def __new__(mcs, name, bases, ns, **kwargs):
        print("new", mcs.__name__, name, bases, sorted(k for k in ns if not k.startswith("__")))
        print(ns["__module__"], ns["__qualname__"])
        fields = {k.upper() if not k.startswith("__") else k: v for k, v in ns.items()}
        cls = super().__new__(mcs, name, bases, fields)
        cls.made_by = mcs.__name__
        return cls


class Point(metaclass=Upper):
    x = 1
    y = 2

    def norm(self):
        return self.X + self.Y


class Point3(Point):
    z = 3


print(Point.X, Point.Y, hasattr(Point, "x"), Point().NORM())
print(Point3.Z, Point3.made_by, Point3.__name__, Point3.__bases__ == (Point,))
# expect: new Upper Point () ['norm', 'x', 'y']
# expect: __main__ Point
# expect: new Upper Point3 (<class '__main__.Point'>,) ['z']
# expect: __main__ Point3
# expect: 1 2 False 3
# expect: 3 Upper Point3 True
