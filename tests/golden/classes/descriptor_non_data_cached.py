# A non-data descriptor (only __get__) is shadowed by the instance's own attribute: the first
# read computes and stores, the second finds the stored value.
class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __get__(self, obj, cls):
        if obj is None:
            return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v
class Circle:
    def __init__(self, r):
        self.r = r
    @Lazy
    def area(self):
        print("computing")
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area, Circle.area.fn.__name__)
# expect: computing
# expect: 12 12 area
