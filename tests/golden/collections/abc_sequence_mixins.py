# Subclassing collections.abc.Sequence (MutableSequence) gives the mixin methods over the
# abstract ones the class defines.
from collections.abc import Iterable, MutableSequence, Sequence


class Deck(Sequence):
    def __init__(self):
        self.cards = ["A", "K", "Q", "J"]

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, i):
        return self.cards[i]


d = Deck()
print(list(d), "Q" in d, "2" in d, list(reversed(d)), d.index("Q"), d.count("A"), isinstance(d, Iterable))
# expect: ['A', 'K', 'Q', 'J'] True False ['J', 'Q', 'K', 'A'] 2 1 True
try:
    d.index("2")
except ValueError as e:
    print("ValueError", repr(e))
# expect: ValueError ValueError()


class Row(MutableSequence):
    def __init__(self):
        self.d = []

    def __getitem__(self, i):
        return self.d[i]

    def __setitem__(self, i, v):
        self.d[i] = v

    def __delitem__(self, i):
        del self.d[i]

    def __len__(self):
        return len(self.d)

    def insert(self, i, v):
        self.d.insert(i, v)


r = Row()
r.append(1)
r.extend([2, 3, 4])
r += [5]
r.reverse()
r.remove(3)
print(list(r.d), r.pop(), r.pop(0), r.d)
# expect: [5, 4, 2, 1] 1 5 [4, 2]
r.clear()
print(r.d, len(r))
# expect: [] 0
