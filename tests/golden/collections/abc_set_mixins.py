# Subclassing collections.abc.Set/MutableSet: comparisons and operators build results through
# the class itself; MutableSet adds remove, pop, clear and in-place operators over add/discard.
from collections.abc import MutableSet, Set


class Bag(MutableSet):
    def __init__(self, items=()):
        self.items = []
        for x in items:
            self.add(x)

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def add(self, x):
        if x not in self.items:
            self.items.append(x)

    def discard(self, x):
        if x in self.items:
            self.items.remove(x)

    def __repr__(self):
        return "Bag(%r)" % sorted(self.items)


a, b = Bag([1, 2, 3]), Bag([3, 4])
print(a & b, a | b, a - b, a ^ b, a <= Bag([1, 2, 3, 4]), a < a, a == Bag([3, 2, 1]), a.isdisjoint([7]))
# expect: Bag([3]) Bag([1, 2, 3, 4]) Bag([1, 2]) Bag([1, 2, 4]) True False True True
a |= [9]
a -= [1]
a.remove(2)
print(a, isinstance(a, Set))
# expect: Bag([3, 9]) True
try:
    a.remove(42)
except KeyError as e:
    print("KeyError", e)
# expect: KeyError 42
a.clear()
print(a, len(a))
# expect: Bag([]) 0
