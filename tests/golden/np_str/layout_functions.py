import numpy as np
# NumPy's layout functions take string arrays of any rank
a = np.array(['a', 'b', 'cc', 'd'])
m = np.reshape(a, (2, 2))
print(np.tile(a[:2], 2), np.roll(a, 1), np.flip(a))
print(np.stack([a, a]).shape, np.vstack([a[:2], a[2:]]))
print(np.hstack([a[:1], a]), np.concatenate([m, m], axis=1).shape)
print(np.column_stack([a[:2], a[2:]]))
print(np.rot90(m), np.expand_dims(a, 0).shape, np.atleast_2d(a).shape)
print(np.broadcast_to(a[::-2], (2, 2)), np.swapaxes(m, 0, 1)[0], np.moveaxis(m[None], 0, 2).shape)
np.stack([a, a[:2]])
# expect: ['a' 'b' 'a' 'b'] ['d' 'a' 'b' 'cc'] ['d' 'cc' 'b' 'a']
# expect: (2, 4) [['a' 'b']
# expect:  ['cc' 'd']]
# expect: ['a' 'a' 'b' 'cc' 'd'] (2, 4)
# expect: [['a' 'cc']
# expect:  ['b' 'd']]
# expect: [['b' 'd']
# expect:  ['a' 'cc']] (1, 4) (1, 4)
# expect: [['d' 'b']
# expect:  ['d' 'b']] ['a' 'cc'] (2, 2, 1)
# expect runtime error: ValueError: all input arrays must have the same shape
