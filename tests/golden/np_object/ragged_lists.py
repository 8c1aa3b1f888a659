# Ragged input with dtype=object: the array stops at the deepest level where every branch
# agrees; deeper lists are elements (printed as list([...])).
import numpy as np

b = np.array([[1, 2], [3]], dtype=object)
print(repr(b), b.shape)
print(b)
c = np.array([[1, [2]], [3, 4]], dtype=object)
print(repr(c), c.shape)
print(repr(np.array([(1, 2), (3, 4)], dtype=object)))
print(repr(np.array([[1, 2], (3,)], dtype=object)))
# expect: array([list([1, 2]), list([3])], dtype=object) (2,)
# expect: [list([1, 2]) list([3])]
# expect: array([[1, list([2])],
# expect:        [3, 4]], dtype=object) (2, 2)
# expect: array([[1, 2],
# expect:        [3, 4]], dtype=object)
# expect: array([list([1, 2]), (3,)], dtype=object)
