# a += b writes into a: views of a see the new elements.
import numpy as np

v = np.array([1, 'a'], dtype=object)
w = v[:]
v += v
print(repr(w))
c = np.array([[1, 2], [3, 4]], dtype=object)
c *= np.array([10, 100])
print(repr(c))
# expect: array([2, 'aa'], dtype=object)
# expect: array([[10, 200],
# expect:        [30, 400]], dtype=object)
