# Assigning a string field: the whole field (a str or a list), one record's field, a record.
import numpy as np

a = np.zeros(2, dtype=[('name', 'U4'), ('n', 'i2')])
a['name'] = ['x', 'yy']
print(a)
a['name'] = 'same'
print(a)
a[0] = ('zed', 1)
a[1]['name'] = 'longer than four'
print(a, repr(a['name']))
r = np.rec.array(a)
r.name = ['p', 'q']
print(r.name, r[1].name)
# expect: [('x', 0) ('yy', 0)]
# expect: [('same', 0) ('same', 0)]
# expect: [('zed', 1) ('long', 0)] array(['zed', 'long'], dtype='<U4')
# expect: ['p' 'q'] q
