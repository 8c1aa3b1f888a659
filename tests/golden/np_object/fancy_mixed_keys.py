# Object arrays indexed by index arrays mixed with other keys: read and written
import numpy as np
o = np.array([[1, 'x', None], [2.5, (1,), 'y']], dtype=object)
print(o[[0, 1], [1, 0]], o[:, [0, 2]], o[np.array([False, True])])
print(o[np.ix_([1, 0], [2])], repr(o[np.array(1), 0]), o[1, [True, False, True]])
try:
    o[[0, 1], [0, 1, 2]]
except IndexError as e:
    print(e)
o[[0, 1], [1, 0]] = 'z'
print(o)
o[:, [2]] = [[7], [8]]
print(o)
try:
    o[[0, 1], [0, 1]] = [1, 2, 3]
except ValueError as e:
    print(e)


# expect: ['x' 2.5] [[1 None]
# expect:  [2.5 'y']] [[2.5 (1,) 'y']]
# expect: [['y']
# expect:  [None]] 2.5 [2.5 'y']
# expect: shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) 
# expect: [[1 'z' None]
# expect:  ['z' (1,) 'y']]
# expect: [[1 'z' 7]
# expect:  ['z' (1,) 8]]
# expect: could not broadcast input array from shape (3,) into shape (2,)
