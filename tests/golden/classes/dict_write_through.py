# obj.__dict__ and vars(obj) are the object's own attribute dict: writes through it (update,
# d[k] = v, del) are the object's attributes, and attribute writes show in it.
class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def show(self):
        return ", ".join(f"{k}={v}" for k, v in vars(self).items())
c = Config(a=1, b="two")
print(c.a, c.b, c.show())
c.c = 3
print(c.__dict__)
d = vars(c)
c.e = 5
print(d["e"], "e" in d)
d["f"] = 6
print(c.f)
del c.a
print(sorted(d))
c.__dict__["show"] = lambda: "shadowed"
print(c.show())
del d["show"]
print(c.show())
class P:
    pass
p = P()
p.x = 1
p.__dict__["y"] = 2
p.__dict__["x"] = 10
print(p.x, p.y, vars(p))
for i in range(3):
    p.x += 1
print(p.x, p.__dict__ is vars(p))
try:
    p.nope
except AttributeError as e:
    print(e)
del p.__dict__["y"]
print(hasattr(p, "y"))
# expect: 1 two a=1, b=two
# expect: {'a': 1, 'b': 'two', 'c': 3}
# expect: 5 True
# expect: 6
# expect: ['b', 'c', 'e', 'f']
# expect: shadowed
# expect: b=two, c=3, e=5, f=6
# expect: 10 2 {'x': 10, 'y': 2}
# expect: 13 True
# expect: 'P' object has no attribute 'nope'
# expect: False
