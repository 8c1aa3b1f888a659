# A user class derived from defaultdict: an autovivifying tree, the factory, repr
from collections import Counter, defaultdict, OrderedDict, deque

class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)

t = Tree()
t["x"]["y"]["z"] = 1
print(t["x"]["y"]["z"], "q" in t, list(t), type(t["x"]).__name__)

class Groups(defaultdict):
    pass

g = Groups(list)
g["a"].append(1)
g["a"].append(2)
print(g, g.default_factory, dict(g))
# expect: 1 False ['x'] Tree
# expect: Groups(<class 'list'>, {'a': [1, 2]}) <class 'list'> {'a': [1, 2]}
