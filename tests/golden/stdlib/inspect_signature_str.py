# str() of inspect.signature for the parameter kinds: defaults, annotations, '/', '*', *args,
# **kwargs, return annotations, bound methods, classes and callable instances.
import inspect
import typing

def f(a, b=2, *args, c, d=4, **kw): pass
def g(x, y, /, z, *, w=None): pass
def h(n: int, s: str = "hi", *xs: float, flag: bool = False, **opts: typing.Any) -> typing.List[int]: pass
def k(p: "Point", q: list = []) -> None: pass

class Point:
    def __init__(self, x, y=0):
        self.x, self.y = x, y
    def move(self, dx, dy=0): pass
    def __call__(self, scale): pass

class Plain: pass

for fn in (f, g, h, k, lambda: 0, lambda x, *y: 0, Point, Point(1).move, Point.move, Point(1), Plain):
    print(inspect.signature(fn))
print(repr(inspect.signature(f)))
print(inspect.signature(f) == inspect.signature(f), inspect.signature(f) == inspect.signature(g))
# expect: (a, b=2, *args, c, d=4, **kw)
# expect: (x, y, /, z, *, w=None)
# expect: (n: int, s: str = 'hi', *xs: float, flag: bool = False, **opts: Any) -> List[int]
# expect: (p: 'Point', q: list = []) -> None
# expect: ()
# expect: (x, *y)
# expect: (x, y=0)
# expect: (dx, dy=0)
# expect: (self, dx, dy=0)
# expect: (scale)
# expect: ()
# expect: <Signature (a, b=2, *args, c, d=4, **kw)>
# expect: True False
