# OrderedDict keeps insertion order and prints in 3.11 style
from collections import OrderedDict
od = OrderedDict()
od["b"] = 2
od["a"] = 1
od["c"] = 3
print(od)
print(list(od), list(od.values()), OrderedDict())
print(isinstance(od, dict), type(od))
# expect: OrderedDict([('b', 2), ('a', 1), ('c', 3)])
# expect: ['b', 'a', 'c'] [2, 1, 3] OrderedDict()
# expect: True <class 'collections.OrderedDict'>
