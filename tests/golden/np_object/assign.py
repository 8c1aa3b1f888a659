# Assignment: one element takes the value as it is (even a list); slices, masks and index arrays
# broadcast the value.
import numpy as np

y = np.empty(2, dtype=object)
y[0] = [1, 2]
y[1] = (3,)
print(repr(y))
z = np.empty(3, dtype=object)
z[:] = 7
print(repr(z))
z[[0, 2]] = 'q'
print(repr(z))
z[z == 7] = 0
print(repr(z))
x = np.zeros((2, 3), dtype=object)
x[:, 0] = [10, 20]
x[1] = 'r'
x[0, 1:] = [None, 2.5]
print(repr(x))
x.fill(1)
print(repr(x))
# expect: array([list([1, 2]), (3,)], dtype=object)
# expect: array([7, 7, 7], dtype=object)
# expect: array(['q', 7, 'q'], dtype=object)
# expect: array(['q', 0, 'q'], dtype=object)
# expect: array([[10, None, 2.5],
# expect:        ['r', 'r', 'r']], dtype=object)
# expect: array([[1, 1, 1],
# expect:        [1, 1, 1]], dtype=object)
