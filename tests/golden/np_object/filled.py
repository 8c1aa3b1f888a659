# np.empty/zeros/ones/full with dtype=object: None, 0, 1, the fill value itself.
import numpy as np

print(repr(np.empty(3, dtype=object)))
print(repr(np.zeros((2, 2), dtype=object)))
print(repr(np.ones(2, dtype=object)))
print(repr(np.full(3, 'x', dtype=object)))
print(repr(np.full((2, 2), None)))
print(repr(np.array(5, dtype=object)), np.array(5, dtype=object))
print(repr(np.array([], dtype=object)), repr(np.empty((2, 0), dtype=object)))
print(repr(np.arange(4, dtype=object)), type(np.arange(4, dtype=object)[0]))
# expect: array([None, None, None], dtype=object)
# expect: array([[0, 0],
# expect:        [0, 0]], dtype=object)
# expect: array([1, 1], dtype=object)
# expect: array(['x', 'x', 'x'], dtype=object)
# expect: array([[None, None],
# expect:        [None, None]], dtype=object)
# expect: array(5, dtype=object) 5
# expect: array([], dtype=object) array([], shape=(2, 0), dtype=object)
# expect: array([0, 1, 2, 3], dtype=object) <class 'int'>
