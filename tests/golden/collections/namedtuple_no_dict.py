# a namedtuple's instances have no __dict__ (its __slots__ is empty): other names cannot be set
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
try:
    p.__dict__
except AttributeError as e:
    print(e)
p.z = 3
# expect: 'P' object has no attribute '__dict__'
# expect runtime error: AttributeError: 'P' object has no attribute 'z'
