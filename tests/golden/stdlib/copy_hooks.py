# __copy__ and __deepcopy__(memo) decide how a class is copied.
import copy
class Box:
    def __init__(self, items):
        self.items = items
    def __copy__(self):
        print("__copy__")
        return Box(self.items)
    def __deepcopy__(self, memo):
        print("__deepcopy__", type(memo).__name__)
        return Box(copy.deepcopy(self.items, memo))
b = Box([[1]])
c = copy.copy(b)
d = copy.deepcopy(b)
print(c.items is b.items, d.items is b.items, d.items[0] is b.items[0], d.items)

# expect: __copy__
# expect: __deepcopy__ dict
# expect: True False False [[1]]
