# The views of an OrderedDict (and of a subclass) print as odict_keys/odict_values/odict_items;
# a plain dict made from one keeps dict_keys; a view inside its own dict prints through the repr guard.
from collections import OrderedDict
class OD(OrderedDict):
    pass
d = OrderedDict(a=1, b=2)
print(d.keys(), d.values(), d.items())
print(OD(x=[1]).items())
print(dict(d).keys())
d["self"] = d.keys()
print(d)
# expect: odict_keys(['a', 'b']) odict_values([1, 2]) odict_items([('a', 1), ('b', 2)])
# expect: odict_items([('x', [1])])
# expect: dict_keys(['a', 'b'])
# expect: OrderedDict([('a', 1), ('b', 2), ('self', odict_keys(['a', 'b', 'self']))])
