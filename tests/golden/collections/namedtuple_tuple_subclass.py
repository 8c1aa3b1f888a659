# a namedtuple class derives from tuple: its bases, MRO and issubclass say so, and the
# instances' slices, + and * are plain tuples
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(issubclass(P, tuple), P.__bases__, P.__mro__)
print(type(p[:1]), type(p + (3,)), (0,) + p, tuple.__len__(p), tuple.__getitem__(p, 1))
print(P.__slots__, type(p).__name__, P.__doc__)
# expect: True (<class 'tuple'>,) (<class '__main__.P'>, <class 'tuple'>, <class 'object'>)
# expect: <class 'tuple'> <class 'tuple'> (0, 1, 2) 2 2
# expect: () P P(x, y)
