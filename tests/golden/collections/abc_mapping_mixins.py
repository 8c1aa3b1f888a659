# Subclassing collections.abc.MutableMapping gives get, in, keys/items/values (views that
# print as KeysView(...)), ==, pop, popitem, update (a mapping, pairs or keywords),
# setdefault and clear.
from collections.abc import KeysView, Mapping, MutableMapping


class Registry(MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        return self._d[k]

    def __setitem__(self, k, v):
        self._d[k] = v

    def __delitem__(self, k):
        del self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __repr__(self):
        return "Registry(%r)" % self._d


r = Registry()
r["a"] = 1
r.update(b=2, c=3)
r.update([("d", 4)])
r.update({"f": 6})
print(r.get("a"), r.get("z", 0), "b" in r, "z" in r, r.pop("c"), r.pop("z", None), r.setdefault("e", 5))
# expect: 1 0 True False 3 None 5
print(list(r.keys()), list(r.items())[:2], list(r.values()), len(r.keys()), ("a", 1) in r.items())
# expect: ['a', 'b', 'd', 'f', 'e'] [('a', 1), ('b', 2)] [1, 2, 4, 6, 5] 5 True
print(r.keys(), isinstance(r.keys(), KeysView), isinstance(r, Mapping))
# expect: KeysView(Registry({'a': 1, 'b': 2, 'd': 4, 'f': 6, 'e': 5})) True True
print(r == {"a": 1, "b": 2, "d": 4, "f": 6, "e": 5}, r == [1], r.popitem(), len(r))
# expect: True False ('a', 1) 4
try:
    r.pop("zz")
except KeyError as e:
    print("KeyError", e)
# expect: KeyError 'zz'
r.clear()
print(r)
# expect: Registry({})
