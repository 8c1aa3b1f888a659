# A namedtuple class (its methods written in C hold the class) made in a function and dropped:
# the cycle collector finds it, the methods included, and the class is gone.
import gc
import weakref
from collections import namedtuple


def make():
    P = namedtuple("P", "x y")
    p = P(1, 2)
    print(p._asdict(), p._replace(x=5))
    return weakref.ref(P)


r = make()
gc.collect()
print(r() is None)
# expect: {'x': 1, 'y': 2} P(x=5, y=2)
# expect: True
