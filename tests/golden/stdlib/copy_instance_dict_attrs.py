# copy.copy and copy.deepcopy keep the attributes of an instance whose __dict__ was used
# directly (self.__dict__.update(kw), the "config object" idiom), and write them straight
# into the copy's __dict__, so a property setter does not run.
import copy


class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self):
        return "Config(" + ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items()) + ")"


c = Config(a=1, items=[1, 2])
shallow = copy.copy(c)
deep = copy.deepcopy(c)
c.items.append(3)
print(c, shallow, deep)
# expect: Config(a=1, items=[1, 2, 3]) Config(a=1, items=[1, 2, 3]) Config(a=1, items=[1, 2])
print(shallow.items is c.items, deep.items is c.items)
# expect: True False


class Guarded:
    def __init__(self):
        vars(self)["x"] = 5

    @property
    def y(self):
        return "y"

    @y.setter
    def y(self, v):
        raise AttributeError("read-only")


g = copy.copy(Guarded())
print(g.x, g.y, vars(g))
# expect: 5 y {'x': 5}
