# The mixin methods' error paths: update() with two positional mappings, popitem() of an empty
# MutableMapping and pop() of an empty MutableSet (a KeyError with no arguments), as CPython's.
from collections.abc import MutableMapping, MutableSet


class M(MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


class S(MutableSet):
    def __init__(self):
        self.items = []

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def add(self, x):
        self.items.append(x)

    def discard(self, x):
        if x in self.items:
            self.items.remove(x)


for f in (lambda: M().popitem(), lambda: S().pop()):
    try:
        f()
    except KeyError as e:
        print(repr(e))
# expect: KeyError()
# expect: KeyError()
M().update({}, {})
# expect runtime error: TypeError: MutableMapping.update() takes from 1 to 2 positional arguments but 3 were given
