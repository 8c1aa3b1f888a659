# Layout on object arrays runs on the items' positions as for str arrays: repeat, squeeze,
# swapaxes, np.repeat/tile/stack/hstack/vstack/roll/flip/rot90/atleast_2d/expand_dims/
# broadcast_to/split/delete/resize; views stay views (np.flip of an object array).
import numpy as np
o = np.array([1, 'a', None, 2.5], dtype=object)
print(o.repeat(2), np.repeat(o, 2)[:3], np.tile(o[:2], 2), o.squeeze())
print(np.stack([o, o]), np.hstack([o, o]).shape, np.vstack([o, o]).shape, np.concatenate([o, o[:1]]))
print(np.roll(o, 1), np.flip(o), np.rot90(o.reshape(2, 2)), np.fliplr(o.reshape(2, 2)))
print(np.atleast_2d(o), np.expand_dims(o, 0).shape, np.broadcast_to(o, (2, 4)))
print(np.split(o, 2), np.array_split(o, 3), np.delete(o, 0), np.resize(o, 6))
v = np.flip(o)
v[0] = 'last'
print(o, o.reshape(2, 2).swapaxes(0, 1))
p = np.array([[1, 2], [3]], dtype=object)
print(np.repeat(p, 2), repr(np.tile(p, 2)))
s = np.array(['x', 'yy', 'z'])
print(np.split(s, 3), np.delete(s, 1), np.resize(s, 5))


# expect: [1 1 'a' 'a' None None 2.5 2.5] [1 1 'a'] [1 'a' 1 'a'] [1 'a' None 2.5]
# expect: [[1 'a' None 2.5]
# expect:  [1 'a' None 2.5]] (8,) (2, 4) [1 'a' None 2.5 1]
# expect: [2.5 1 'a' None] [2.5 None 'a' 1] [['a' 2.5]
# expect:  [1 None]] [['a' 1]
# expect:  [2.5 None]]
# expect: [[1 'a' None 2.5]] (1, 4) [[1 'a' None 2.5]
# expect:  [1 'a' None 2.5]]
# expect: [array([1, 'a'], dtype=object), array([None, 2.5], dtype=object)] [array([1, 'a'], dtype=object), array([None], dtype=object), array([2.5], dtype=object)] ['a' None 2.5] [1 'a' None 2.5 1 'a']
# expect: [1 'a' None 'last'] [[1 None]
# expect:  ['a' 'last']]
# expect: [list([1, 2]) list([1, 2]) list([3]) list([3])] array([list([1, 2]), list([3]), list([1, 2]), list([3])], dtype=object)
# expect: [array(['x'], dtype='<U2'), array(['yy'], dtype='<U2'), array(['z'], dtype='<U2')] ['x' 'z'] ['x' 'yy' 'z' 'x' 'yy']
