# a defaultdict is a dict: isinstance, dict(d), {**d}, ==, methods, iteration order
from collections import defaultdict
d = defaultdict(int, {"b": 2}, a=1)
print(isinstance(d, dict), isinstance(d, defaultdict), isinstance({}, defaultdict))
print(dict(d), {**d}, d == {"a": 1, "b": 2}, {"b": 2, "a": 1} == d)
print(list(d), list(d.items()), list(d.values()), sorted(d))
print(d.pop("a"), d.popitem(), d)
d.update(x=3)
print(d, d.copy(), type(d.copy()))
# expect: True True False
# expect: {'b': 2, 'a': 1} {'b': 2, 'a': 1} True True
# expect: ['b', 'a'] [('b', 2), ('a', 1)] [2, 1] ['a', 'b']
# expect: 1 ('b', 2) defaultdict(<class 'int'>, {})
# expect: defaultdict(<class 'int'>, {'x': 3}) defaultdict(<class 'int'>, {'x': 3}) <class 'collections.defaultdict'>
