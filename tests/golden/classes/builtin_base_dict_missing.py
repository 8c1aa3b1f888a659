# A dict subclass with __missing__: d[k] calls it for an absent key (get() does not).
class Default(dict):
    def __missing__(self, key):
        return f"<{key}>"

d = Default(a=1)
d["b"] = 2
print(d, d["a"], d["zz"], d.get("zz"), len(d), "zz" in d, list(d), sorted(d.items()))
print(isinstance(d, dict), type(d).__name__)
# expect: {'a': 1, 'b': 2} 1 <zz> None 2 False ['a', 'b'] [('a', 1), ('b', 2)]
# expect: True Default
