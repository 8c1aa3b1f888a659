# Elements are references: a view keeps them after its base is gone; overwriting drops the old
# one; an array of arrays keeps its arrays.
import numpy as np

class Box:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return 'Box(%r)' % self.name

a = np.array([Box('a'), Box('b'), [1, 2]], dtype=object)
b = a[1:]
a[0] = 1
del a
print(repr(b))
inner = np.arange(3)
outer = np.empty(2, dtype=object)
outer[0] = inner
outer[1] = outer[0][1:]
del inner
print(repr(outer[0]), repr(outer[1]))
# expect: array([Box('b'), list([1, 2])], dtype=object)
# expect: array([0, 1, 2]) array([1, 2])
