# fields cannot be deleted
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
del p.y
# expect runtime error: AttributeError: can't delete attribute
