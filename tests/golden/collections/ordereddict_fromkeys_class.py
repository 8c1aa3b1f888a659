# OrderedDict.fromkeys called on the class (a classmethod), as on an instance.
from collections import OrderedDict

od = OrderedDict.fromkeys("xyz")
od.move_to_end("x")
print(od, list(od.keys()), OrderedDict.fromkeys([1, 2], 0), OrderedDict().fromkeys("ab"))
# expect: OrderedDict([('y', None), ('z', None), ('x', None)]) ['y', 'z', 'x'] OrderedDict([(1, 0), (2, 0)]) OrderedDict([('a', None), ('b', None)])
