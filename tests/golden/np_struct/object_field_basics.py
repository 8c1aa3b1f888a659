# Object fields in a structured dtype: creation, printing, field and record access, assignment through a['name'] and records, np.zeros/np.empty.
import numpy as np
dt = np.dtype([('name', 'O'), ('x', 'f8')])
print(dt, dt.itemsize, dt.hasobject)
a = np.array([('alice', 1.5), ('bob', 2.0), (None, -1.0)], dtype=dt)
print(a)
print(repr(a))
print(a['name'], a['x'])
print(repr(a['name']))
print(a[0], type(a[0]), a[0]['name'])
a['name'][1] = 'robert'
a[2] = ('carol', 3.0)
print(a)
a[0]['x'] = 9.0
print(a[0])
z = np.zeros(2, dtype=dt)
print(repr(z))
e = np.empty(2, dtype=dt)
print(repr(e))
print(np.sort(a, order='x'))
print(a[np.argsort(a['x'])])
b = np.array([([1, 2], 1.0), ({'k': 1}, 2.0)], dtype=dt)
print(b)
print(a.tolist())
print(a[a['x'] > 2])
# expect: [('name', 'O'), ('x', '<f8')] 16 True
# expect: [('alice',  1.5) ('bob',  2. ) (None, -1. )]
# expect: array([('alice',  1.5), ('bob',  2. ), (None, -1. )],
# expect:       dtype=[('name', 'O'), ('x', '<f8')])
# expect: ['alice' 'bob' None] [ 1.5  2.  -1. ]
# expect: array(['alice', 'bob', None], dtype=object)
# expect: ('alice', 1.5) <class 'numpy.void'> alice
# expect: [('alice', 1.5) ('robert', 2. ) ('carol', 3. )]
# expect: ('alice', 9.)
# expect: array([(0, 0.), (0, 0.)], dtype=[('name', 'O'), ('x', '<f8')])
# expect: array([(None, 0.), (None, 0.)], dtype=[('name', 'O'), ('x', '<f8')])
# expect: [('robert', 2.) ('carol', 3.) ('alice', 9.)]
# expect: [('robert', 2.) ('carol', 3.) ('alice', 9.)]
# expect: [(list([1, 2]), 1.) ({'k': 1}, 2.)]
# expect: [('alice', 9.0), ('robert', 2.0), ('carol', 3.0)]
# expect: [('alice', 9.) ('carol', 3.)]
