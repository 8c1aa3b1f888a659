# Cycles through deque, defaultdict, OrderedDict and Counter are collected and counted.
import gc
from collections import Counter, OrderedDict, defaultdict, deque


class Holder:
    pass


def tree():
    return defaultdict(tree)


def build():
    t = tree()
    t["a"]["b"]["c"] = 1
    t["a"]["up"] = t
    return len(t)


gc.collect()
q = deque()
q.append(q)
del q
print(gc.collect())
d = defaultdict(list)
d["me"] = d
del d
print(gc.collect())
o = OrderedDict()
o["me"] = o
del o
print(gc.collect())
c = Counter()
h = Holder()
h.c = c
c[h] = 2
del c, h
print(gc.collect())
print(build(), gc.collect())
# expect: 1
# expect: 1
# expect: 1
# expect: 2
# expect: 1 3
