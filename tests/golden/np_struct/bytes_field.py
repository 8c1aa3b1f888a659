import numpy as np
dt = np.dtype([('name', 'S10'), ('x', 'f8')])
print(dt, repr(dt), dt['name'], dt.descr, dt.itemsize, dt.fields['name'])
r = np.zeros(2, dtype=dt)
print(r)
print(repr(r))
r[0] = (b'bob', 1.5)
r[1]['name'] = 'al'
print(r, r[0], r[0]['name'], type(r[0]['name']))
print(np.dtype({'names': ['a'], 'formats': ['S3']}))
print(np.array([(b'q', 1.0)], dtype=dt))
# expect: [('name', 'S10'), ('x', '<f8')] dtype([('name', 'S10'), ('x', '<f8')]) |S10 [('name', '|S10'), ('x', '<f8')] 18 (dtype('S10'), 0)
# expect: [(b'', 0.) (b'', 0.)]
# expect: array([(b'', 0.), (b'', 0.)], dtype=[('name', 'S10'), ('x', '<f8')])
# expect: [(b'bob', 1.5) (b'al', 0. )] (b'bob', 1.5) b'bob' <class 'numpy.bytes_'>
# expect: [('a', 'S3')]
# expect: [(b'q', 1.)]
