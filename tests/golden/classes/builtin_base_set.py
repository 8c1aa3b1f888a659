# Subclasses of set and frozenset: methods, in-place and binary operators, repr with the class
# name, hashing of frozenset subclasses, super().__init__.
class Tags(set):
    def add_all(self, *items):
        for it in items:
            self.add(it)
        return self


t = Tags(["a", "b"])
t.add_all("c", "a")
print(sorted(t), len(t), "a" in t, isinstance(t, set), type(t).__name__)
print(repr(Tags()), Tags([1]))
t |= {"z"}
print(sorted(t), type(t).__name__)
u = t | {"q"}
print(type(u).__name__, sorted(u))
t -= {"a"}
print(sorted(t))
class Frozen(frozenset):
    def describe(self):
        return f"{len(self)} items"
f = Frozen([3, 1, 2])
print(f.describe(), sorted(f), 2 in f, f, hash(f) == hash(frozenset([1, 2, 3])))
print({f: "ok"}[frozenset([1, 2, 3])], f == frozenset({1, 2, 3}), f.union({4}))
class Counted(set):
    def __init__(self, items):
        super().__init__(items)
        self.count = len(self)
c = Counted("hello")
print(sorted(c), c.count)
# expect: ['a', 'b', 'c'] 3 True True Tags
# expect: Tags() Tags({1})
# expect: ['a', 'b', 'c', 'z'] Tags
# expect: set ['a', 'b', 'c', 'q', 'z']
# expect: ['b', 'c', 'z']
# expect: 3 items [1, 2, 3] True Frozen({1, 2, 3}) True
# expect: ok True frozenset({1, 2, 3, 4})
# expect: ['e', 'h', 'l', 'o'] 4
