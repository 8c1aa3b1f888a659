import numpy as np
# reshape, T, transpose, ravel, flatten, swapaxes, squeeze, repeat of string arrays;
# reshape and transpose are views, as in NumPy
a = np.array(['a', 'b', 'cc', 'd'])
b = a.reshape(2, 2)
print(b)
print(b.T, b.transpose().shape, b.swapaxes(0, 1)[0])
b[0, 0] = 'z'
b.T[1, 0] = 'y'
print(a)
c = a[::2].reshape(1, 2)
c[0, 0] = 'q'
print(a, c.ravel(), b[::-1].flatten())
print(a.reshape(1, 4, 1).squeeze(), a.repeat(2), np.array([b'x', b'y']).reshape(2, 1))
a.reshape(3, 3)
# expect: [['a' 'b']
# expect:  ['cc' 'd']]
# expect: [['a' 'cc']
# expect:  ['b' 'd']] (2, 2) ['a' 'cc']
# expect: ['z' 'y' 'cc' 'd']
# expect: ['q' 'y' 'cc' 'd'] ['q' 'cc'] ['cc' 'd' 'q' 'y']
# expect: ['q' 'y' 'cc' 'd'] ['q' 'q' 'y' 'y' 'cc' 'cc' 'd' 'd'] [[b'x']
# expect:  [b'y']]
# expect runtime error: ValueError: cannot reshape array of size 4 into shape (3,3)
