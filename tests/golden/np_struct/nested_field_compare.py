# Records with a nested field compare field by field and sort by the inner fields in turn.
import numpy as np

dt = np.dtype([('pos', [('x', 'i4'), ('y', 'i4')]), ('m', 'i4')])
b = np.array([((1, 2), 3), ((0, 5), 1), ((1, 1), 0)], dtype=dt)
print(repr(b), b == b, b[0] == b[1])
print(np.sort(b, order='pos'))
print(np.sort(b, order='m'))
r = np.rec.array(b)
print(r.pos.x, r[0].pos.y, type(r.pos))
# expect: array([((1, 2), 3), ((0, 5), 1), ((1, 1), 0)],
# expect:       dtype=[('pos', [('x', '<i4'), ('y', '<i4')]), ('m', '<i4')]) [ True  True  True] False
# expect: [((0, 5), 1) ((1, 1), 0) ((1, 2), 3)]
# expect: [((1, 1), 0) ((0, 5), 1) ((1, 2), 3)]
# expect: [1 0 1] 2 <class 'numpy.recarray'>
