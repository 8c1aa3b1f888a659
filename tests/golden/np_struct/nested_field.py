# A nested structured field: its dtype text, records printed with inner tuples, field views that
# are structured arrays themselves, and writes through them.
import numpy as np

dt = np.dtype([('pos', [('x', 'f8'), ('y', 'f8')]), ('m', 'i4')])
print(repr(dt), dt.descr, dt['pos'], dt.itemsize, dt.names, dt.fields['pos'])
a = np.zeros(2, dtype=dt)
print(repr(a))
a[0] = ((1.5, 2.0), 3)
a['m'][1] = 7
a[1]['pos'] = (0.25, -1)
print(a)
print(repr(a['pos']), a['pos']['x'], a[0]['pos'], repr(a[0]['pos']), a[0]['pos']['y'])
print(a.tolist(), a[1].item())
a['pos']['x'] = [10, 20]
a['pos'] = [(9, 9), (8, 8)]
print(a)
# expect: dtype([('pos', [('x', '<f8'), ('y', '<f8')]), ('m', '<i4')]) [('pos', [('x', '<f8'), ('y', '<f8')]), ('m', '<i4')] [('x', '<f8'), ('y', '<f8')] 20 ('pos', 'm') (dtype([('x', '<f8'), ('y', '<f8')]), 0)
# expect: array([((0., 0.), 0), ((0., 0.), 0)],
# expect:       dtype=[('pos', [('x', '<f8'), ('y', '<f8')]), ('m', '<i4')])
# expect: [((1.5 ,  2.), 3) ((0.25, -1.), 7)]
# expect: array([(1.5 ,  2.), (0.25, -1.)], dtype=[('x', '<f8'), ('y', '<f8')]) [1.5  0.25] (1.5, 2.) (1.5, 2.) 2.0
# expect: [((1.5, 2.0), 3), ((0.25, -1.0), 7)] ((0.25, -1.0), 7)
# expect: [((9., 9.), 3) ((8., 8.), 7)]
