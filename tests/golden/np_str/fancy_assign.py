# Assignment through an integer index array (and a list) into a 1-D string array: one value,
# values broadcast to the index's shape, repeated indices (the last wins), negative ones,
# a list of bools as a mask, an empty list, a reversed view, a bytes array (values cut to width).
import numpy as np
a = np.array(['a', 'b', 'c', 'd'])
a[[0, 2]] = 'zz'; print(a)
a[np.array([3, 1])] = ['p', 'q']; print(a)
a[[0, 0]] = ['x', 'y']; print(a)
a[[-1]] = np.array(['w']); print(a)
a[np.array([[0, 1], [2, 3]])] = [['1', '2'], ['3', '4']]; print(a)
a[[True, False, True, False]] = 'm'; print(a)
a[[]] = 'q'; print(a)
v = a[::-1]
v[[0, 1]] = ['A', 'B']; print(a, v)
s = np.array([b'ab', b'cd'])
s[[1]] = 'xyzzy'; print(s)
print(a)
# expect: ['z' 'b' 'z' 'd']
# expect: ['z' 'q' 'z' 'p']
# expect: ['y' 'q' 'z' 'p']
# expect: ['y' 'q' 'z' 'w']
# expect: ['1' '2' '3' '4']
# expect: ['m' '2' 'm' '4']
# expect: ['m' '2' 'm' '4']
# expect: ['m' '2' 'B' 'A'] ['A' 'B' '2' 'm']
# expect: [b'ab' b'xy']
# expect: ['m' '2' 'B' 'A']
