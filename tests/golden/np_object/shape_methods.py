# reshape, ravel, flatten, transpose and .T share or copy the elements as NumPy does.
import numpy as np

x = np.arange(6, dtype=object).reshape(2, 3)
print(repr(x.T), x.T.shape, repr(x.reshape(3, -1)), repr(x.ravel()), repr(x.flatten()))
print(repr(x.transpose()), repr(x.T.ravel()))
r = x.reshape(6)
r[0] = 'shared'
print(x[0, 0])
# expect: array([[0, 3],
# expect:        [1, 4],
# expect:        [2, 5]], dtype=object) (3, 2) array([[0, 1],
# expect:        [2, 3],
# expect:        [4, 5]], dtype=object) array([0, 1, 2, 3, 4, 5], dtype=object) array([0, 1, 2, 3, 4, 5], dtype=object)
# expect: array([[0, 3],
# expect:        [1, 4],
# expect:        [2, 5]], dtype=object) array([0, 3, 1, 4, 2, 5], dtype=object)
# expect: shared
