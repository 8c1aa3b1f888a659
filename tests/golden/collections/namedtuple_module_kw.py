# namedtuple(..., module=NAME) sets the class's __module__ (its repr names it); a module name made
# at run time stays alive with the class.
from collections import namedtuple

def make(mod):
    return namedtuple("Point", "x y", module=mod)

P = make("geo." + "shapes")
Q = namedtuple("Q", ["a"], module=None)
print(P, P.__module__, P(1, 2))
print(type(P(3, 4)))
print(Q.__module__, Q(5))
# expect: <class 'geo.shapes.Point'> geo.shapes Point(x=1, y=2)
# expect: <class 'geo.shapes.Point'>
# expect: __main__ Q(a=5)
