# a.view(structured dtype) of a numeric array: records over the array's own bytes; writes
# through the records show in the array, and the last axis is cut into records.
import numpy as np
F = np.arange(8).reshape(4, 2)
G = F.view(dtype=[('p0', F.dtype), ('p1', F.dtype)])
print(G.shape, G.dtype)
print(G)
x = np.zeros((2, 2, 4), dtype=np.int8)
y = x.view([('r', 'i1'), ('g', 'i1'), ('b', 'i1'), ('a', 'i1')])[:, :, 0]
y['g'] = 7
print(x[..., 1], y.shape)
h = np.arange(6, dtype=np.int16).view([('lo', 'i2'), ('hi', 'i2')])
print(h['hi'], h.shape)

# expect: (4, 1) [('p0', '<i8'), ('p1', '<i8')]
# expect: [[(0, 1)]
# expect:  [(2, 3)]
# expect:  [(4, 5)]
# expect:  [(6, 7)]]
# expect: [[7 7]
# expect:  [7 7]] (2, 2)
# expect: [1 3 5] (3,)
