# copy.copy/deepcopy of a class whose __reduce__ gives list items and dict items (appended and
# set on the new object, copied first by deepcopy)
import copy
class Bag:
    def __init__(self): self.items = []; self.d = {}
    def append(self, x): self.items.append(x)
    def __setitem__(self, k, v): self.d[k] = v
    def __reduce__(self):
        return (Bag, (), None, iter([1, [2]]), iter([("k", [3])]))
b = copy.deepcopy(Bag()); print(b.items, b.d)
b = copy.copy(Bag()); print(b.items, b.d)
# expect: [1, [2]] {'k': [3]}
# expect: [1, [2]] {'k': [3]}
