# str % and bytes % take a namedtuple's fields as the arguments, as a tuple's
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print("%s-%s" % p, b"%d:%d" % p, "%r" % (p,))
# expect: 1-2 b'1:2' P(x=1, y=2)
