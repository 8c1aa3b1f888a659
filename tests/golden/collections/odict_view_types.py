# An OrderedDict's views are odict_keys, odict_values, odict_items (still dict views).
import collections
from collections.abc import KeysView, ItemsView, ValuesView

od = collections.OrderedDict(a=1, b=2)
print(type(od.keys()).__name__, type(od.values()).__name__, type(od.items()).__name__)
print(od.keys(), od.values(), od.items())
print(isinstance(od.keys(), KeysView), isinstance(od.items(), ItemsView), isinstance(od.values(), ValuesView))
print(type({}.keys()).__name__, od.keys() == {'a', 'b'}, od.keys() | {'c'} == {'a', 'b', 'c'})
try:
    od.keys()[0]
except TypeError as e:
    print(e)
# expect: odict_keys odict_values odict_items
# expect: odict_keys(['a', 'b']) odict_values([1, 2]) odict_items([('a', 1), ('b', 2)])
# expect: True True True
# expect: dict_keys True True
# expect: 'odict_keys' object is not subscriptable
