# np.sort and a.sort() order elements with Python's <.
import numpy as np

s = np.array([3, 1, 2.5, -4], dtype=object)
print(repr(np.sort(s)), repr(s))
s.sort()
print(repr(s))
print(repr(np.sort(np.array(['b', 'a', 'c'], dtype=object))))
print(repr(np.sort(np.array([[3, 1], [2, 0]], dtype=object))))
# expect: array([-4, 1, 2.5, 3], dtype=object) array([3, 1, 2.5, -4], dtype=object)
# expect: array([-4, 1, 2.5, 3], dtype=object)
# expect: array(['a', 'b', 'c'], dtype=object)
# expect: array([[1, 3],
# expect:        [0, 2]], dtype=object)
