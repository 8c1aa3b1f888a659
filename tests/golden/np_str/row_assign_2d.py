import numpy as np
a = np.array([['a', 'b'], ['c', 'd']])
a[0] = 'xyz'
print(a)
a[1] = ['p', 'q']
a[:, 0] = 'zz'
print(a)
a[1, 1] = 'w'
print(a, a[1, 1], a[0].tolist())
# expect: [['x' 'x']
# expect:  ['c' 'd']]
# expect: [['z' 'x']
# expect:  ['z' 'q']]
# expect: [['z' 'x']
# expect:  ['z' 'w']] w ['z', 'x']
