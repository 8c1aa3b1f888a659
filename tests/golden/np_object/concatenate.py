# np.concatenate with an object array: the others' elements come in as Python values.
import numpy as np

a = np.array([3, 'x', None], dtype=object)
b = np.array([[1, 2], [3, 4]], dtype=object)
print(repr(np.concatenate([a, [1, 2]])))
print(repr(np.concatenate((b, b), axis=1)))
print(repr(np.concatenate([b, np.zeros((1, 2))])))
print(repr(np.concatenate([b, b], axis=None)))
# expect: array([3, 'x', None, 1, 2], dtype=object)
# expect: array([[1, 2, 1, 2],
# expect:        [3, 4, 3, 4]], dtype=object)
# expect: array([[1, 2],
# expect:        [3, 4],
# expect:        [0.0, 0.0]], dtype=object)
# expect: array([1, 2, 3, 4, 1, 2, 3, 4], dtype=object)
