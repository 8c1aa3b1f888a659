# UserDict subclasses: overridden __setitem__/__getitem__ used by update, get, pop (the
# MutableMapping mixins), __missing__, copy and fromkeys of the subclass, KeyError
from collections import UserDict
from collections.abc import MutableMapping


class CaseInsensitive(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)

    def __getitem__(self, k):
        return super().__getitem__(k.lower())


ci = CaseInsensitive({"Name": "Ann"}, Age=3)
ci["CITY"] = "Oslo"
print(ci["NAME"], ci.get("city"), ci.get("zip", "-"), ci.data, len(ci), "name" in ci)
print(ci, repr(ci), list(ci), sorted(ci.keys()), sorted(ci.items()), isinstance(ci, MutableMapping))
ci.update(Zip=123)
print(ci.pop("zip"), ci.setdefault("x", 0), ci == {"name": "Ann", "age": 3, "city": "Oslo", "x": 0})
del ci["x"]
print(ci.copy(), type(ci.copy()).__name__, CaseInsensitive.fromkeys("AB", 1))


class Defaults(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


d = Defaults(a=1)
print(d["a"], d["b"], d.get("b"), isinstance(d, dict))
u = UserDict()
u["k"]
# expect: Ann Oslo - {'name': 'Ann', 'age': 3, 'city': 'Oslo'} 3 True
# expect: {'name': 'Ann', 'age': 3, 'city': 'Oslo'} {'name': 'Ann', 'age': 3, 'city': 'Oslo'} ['name', 'age', 'city'] ['age', 'city', 'name'] [('age', 3), ('city', 'Oslo'), ('name', 'Ann')] True
# expect: 123 0 True
# expect: {'name': 'Ann', 'age': 3, 'city': 'Oslo'} CaseInsensitive {'a': 1, 'b': 1}
# expect: 1 <b> <b> False
# expect runtime error: KeyError: 'k'
