# WeakValueDictionary: an entry goes when its value does; get, pop, in, len, keys/values/items.
import weakref

class Image:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Image({self.name})"

cache = weakref.WeakValueDictionary()
a, b = Image("a"), Image("b")
cache["a"] = a
cache["b"] = b
print(len(cache), sorted(cache.keys()), cache["a"], "b" in cache, cache.get("z", "none"))
print(sorted(cache.items(), key=lambda kv: kv[0]), sorted(v.name for v in cache.values()))
del a
print(len(cache), list(cache), "a" in cache, cache.get("a"))
try:
    cache["a"]
except KeyError as e:
    print("KeyError", e)
print(cache.pop("b"), len(cache), cache.pop("b", "gone"))
cache.update({"c": b}, d=b)
print(sorted(cache))
del cache["c"]
print(sorted(cache), cache.setdefault("d", None))
b = None
print(len(cache))
# expect: 2 ['a', 'b'] Image(a) True none
# expect: [('a', Image(a)), ('b', Image(b))] ['a', 'b']
# expect: 1 ['b'] False None
# expect: KeyError 'a'
# expect: Image(b) 0 gone
# expect: ['c', 'd']
# expect: ['d'] Image(b)
# expect: 0
