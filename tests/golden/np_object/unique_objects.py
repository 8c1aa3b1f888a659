# np.unique of an object array: sorted with Python's <, duplicates by !=, and its return_ flags.
import numpy as np
c = np.array(['b', 'a', 'c', 'a'], dtype=object)
print(np.unique(c), np.unique(np.array([3, 1, 3, 2], dtype=object)))
print(np.unique(c, return_counts=True))
print(np.unique(c, return_index=True, return_inverse=True))
print(np.unique(np.array([[2, 1], [1, 2]], dtype=object)), np.unique(np.array([], dtype=object)))

# expect: ['a' 'b' 'c'] [1 2 3]
# expect: (array(['a', 'b', 'c'], dtype=object), array([2, 1, 1]))
# expect: (array(['a', 'b', 'c'], dtype=object), array([1, 0, 2]), array([1, 0, 2, 0]))
# expect: [1 2] []
