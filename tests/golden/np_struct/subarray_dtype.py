# np.dtype((base, shape)) as a standalone subarray dtype; np.zeros/ones/empty/full given one
# make arrays of the base dtype with the subarray shape appended.
import numpy as np

d = np.dtype(("f8", (2, 2)))
print(repr(d), d, d.shape, d.subdtype, d.base, d.itemsize, d.ndim)
e = np.dtype((np.int32, 3))
print(repr(e), e.shape, e.subdtype, e.itemsize)
print(repr(np.dtype(("i2", ()))))
z = np.zeros(2, dtype=("f8", (2, 2)))
print(z.shape, z.dtype)
print(repr(z))
print(np.ones((2, 3), dtype=(np.int32, 3)).shape, np.ones((2, 3), dtype=(np.int32, 3)).dtype)
print(np.empty(4, dtype=d).shape)
print(np.full(2, 7, dtype=("i8", (2,))))
print(np.full((1, 2), [1, 2, 3], dtype=e))
print(np.zeros((), dtype=e))
print(np.zeros(3, ("u1", 2)))
# expect: dtype(('<f8', (2, 2))) ('<f8', (2, 2)) (2, 2) (dtype('float64'), (2, 2)) float64 32 2
# expect: dtype(('<i4', (3,))) (3,) (dtype('int32'), (3,)) 12
# expect: dtype('int16')
# expect: (2, 2, 2) float64
# expect: array([[[0., 0.],
# expect:         [0., 0.]],
# expect: 
# expect:        [[0., 0.],
# expect:         [0., 0.]]])
# expect: (2, 3, 3) int32
# expect: (4, 2, 2)
# expect: [[7 7]
# expect:  [7 7]]
# expect: [[[1 2 3]
# expect:   [1 2 3]]]
# expect: [0 0 0]
# expect: [[0 0]
# expect:  [0 0]
# expect:  [0 0]]
