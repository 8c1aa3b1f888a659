# two OrderedDicts compare with order; with a dict without
from collections import OrderedDict
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, a != b, a == {"y": 2, "x": 1}, dict(a) == dict(b))
print(a == OrderedDict([("x", 1), ("y", 2)]))
# expect: False True True True
# expect: True
