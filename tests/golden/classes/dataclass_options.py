# @dataclass(...) options: repr=False, eq=False, init=False; ClassVar annotations are not
# fields; methods the class defines itself are kept; instances with eq are unhashable
from dataclasses import dataclass, field, fields


@dataclass(repr=False, eq=False)
class Plain:
    a: int


@dataclass
class Custom:
    name: str
    count: "ClassVar[int]" = 0
    hidden: int = field(default=7, repr=False)

    def __repr__(self):
        return "Custom<" + self.name + ">"


@dataclass(init=False)
class NoInit:
    v: int = 5


p = Plain(1)
print(repr(p).startswith("<__main__.Plain object at"), p == Plain(1), p == p)
c = Custom("c")
print(c, [f.name for f in fields(c)], c.hidden, Custom.count)
n = NoInit()
print(n, n.v)
print(Custom.__hash__, Plain.__hash__ is object.__hash__)
# expect: True False True
# expect: Custom<c> ['name', 'count', 'hidden'] 7 0
# expect: NoInit(v=5) 5
# expect: None True
