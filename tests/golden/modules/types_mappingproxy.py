# types.MappingProxyType: a read-only live view of a mapping (str the mapping's, repr wrapped,
# comparisons and | the mapping's), the class type(C.__dict__) is; CPython's argument errors.
import types
d = {"a": 1}
mp = types.MappingProxyType(d)
print(mp, mp["a"], len(mp), list(mp.items()), type(mp).__name__)
d["b"] = 2
print(mp)
try:
    mp["c"] = 3
except TypeError as e:
    print(e)
print(type(int.__dict__) is types.MappingProxyType, mp.get("z", 0), mp.copy(), "a" in mp)
ns = types.SimpleNamespace(x=1, y=2)
print(ns, ns.x)
for a in [(), (5,), ([1],), ({}, {})]:
    try:
        types.MappingProxyType(*a)
    except TypeError as e:
        print(e)
from collections import OrderedDict, UserDict
print(types.MappingProxyType(OrderedDict(a=1)), dict(types.MappingProxyType(UserDict(b=2))), types.MappingProxyType, types.MappingProxyType.__name__)
print(isinstance(mp, types.MappingProxyType), isinstance(d, types.MappingProxyType))
import types
class C: x=1
print(types.MappingProxyType({"a":1}) == {"a":1}, types.MappingProxyType({"a":1}) | {"b":2})
try:
    types.MappingProxyType({"a":1}) < {"a": 1}
except TypeError as e:
    print(e)
# expect: {'a': 1} 1 1 [('a', 1)] mappingproxy
# expect: {'a': 1, 'b': 2}
# expect: 'mappingproxy' object does not support item assignment
# expect: True 0 {'a': 1, 'b': 2} True
# expect: namespace(x=1, y=2) 1
# expect: mappingproxy() missing required argument 'mapping' (pos 1)
# expect: mappingproxy() argument must be a mapping, not int
# expect: mappingproxy() argument must be a mapping, not list
# expect: mappingproxy() takes at most 1 argument (2 given)
# expect: OrderedDict([('a', 1)]) {'b': 2} <class 'mappingproxy'> mappingproxy
# expect: True False
# expect: True {'a': 1, 'b': 2}
# expect: '<' not supported between instances of 'dict' and 'dict'
