# Indexing: an int gives the element itself; slices, None and ... give views; integer and
# boolean index arrays give copies.
import numpy as np

x = np.arange(6, dtype=object).reshape(2, 3)
print(x[1, 2], type(x[1, 2]))
print(repr(x[:, 1]), repr(x[1, ::-1]), repr(x[-1]))
print(repr(x[[1, 0]]), repr(x[x > 2]))
print(repr(x[None, 0]), repr(x[..., 0]))
v = x[0]
v[0] = 'changed'
print(repr(x))
e = np.array([[1, 2], 'ab', None], dtype=object)
print(e[0], e[1], e[2])
# expect: 5 <class 'int'>
# expect: array([1, 4], dtype=object) array([5, 4, 3], dtype=object) array([3, 4, 5], dtype=object)
# expect: array([[3, 4, 5],
# expect:        [0, 1, 2]], dtype=object) array([3, 4, 5], dtype=object)
# expect: array([[0, 1, 2]], dtype=object) array([0, 3], dtype=object)
# expect: array([['changed', 1, 2],
# expect:        [3, 4, 5]], dtype=object)
# expect: [1, 2] ab None
