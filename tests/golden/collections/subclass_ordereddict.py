# A user class derived from OrderedDict: the LRU cache of course code, an overridden
# __setitem__, fromkeys as a classmethod, the MRO
from collections import Counter, defaultdict, OrderedDict, deque

class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap

    def get(self, k):
        if k not in self:
            return -1
        self.move_to_end(k)
        return self[k]

    def put(self, k, v):
        self[k] = v
        self.move_to_end(k)
        if len(self) > self.cap:
            self.popitem(last=False)

cache = LRU(2)
cache.put(1, "one")
cache.put(2, "two")
cache.get(1)
cache.put(3, "three")
print(cache, cache.get(2), cache.get(3), list(cache.keys()), cache.cap)

class Lower(OrderedDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)

lw = Lower()
lw["A"] = 1
lw["b"] = 2
print(lw, len(lw), lw == {"a": 1, "b": 2})
print(LRU.__mro__[1:], issubclass(LRU, dict), isinstance(cache, OrderedDict))
print(Lower.fromkeys('XY', 0), type(Lower.fromkeys('')).__name__)
# expect: LRU([(1, 'one'), (3, 'three')]) -1 three [1, 3] 2
# expect: Lower([('a', 1), ('b', 2)]) 2 True
# expect: (<class 'collections.OrderedDict'>, <class 'dict'>, <class 'object'>) True True
# expect: Lower([('x', 0), ('y', 0)]) Lower
