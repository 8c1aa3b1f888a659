# copy, deepcopy and pickle (protocols 0 and 4) remake a namedtuple; deepcopy copies its fields
import copy
import pickle
from collections import namedtuple
P = namedtuple("P", "x y")
p = P([1], 2)
c, d = copy.copy(p), copy.deepcopy(p)
print(c, c.x is p.x, d, d.x is p.x, type(d).__name__)
print(pickle.loads(pickle.dumps(p, 0)), pickle.loads(pickle.dumps(p)) == p)
# expect: P(x=[1], y=2) True P(x=[1], y=2) False P
# expect: P(x=[1], y=2) True
