# np.zeros_like/empty_like/ones_like/full_like of an object array (0, None, 1, the fill), and
# dtype=object or a numeric dtype given.
import numpy as np
e = np.array([[1, 'a'], [None, 2]], dtype=object)
print(repr(np.zeros_like(e)), repr(np.empty_like(e)), repr(np.ones_like(e)), repr(np.full_like(e, 'q')))
print(repr(np.zeros_like(np.arange(3), dtype=object)), repr(np.zeros_like(e, dtype=float)))
# expect: array([[0, 0],
# expect:        [0, 0]], dtype=object) array([[None, None],
# expect:        [None, None]], dtype=object) array([[1, 1],
# expect:        [1, 1]], dtype=object) array([['q', 'q'],
# expect:        ['q', 'q']], dtype=object)
# expect: array([0, 0, 0], dtype=object) array([[0., 0.],
# expect:        [0., 0.]])
