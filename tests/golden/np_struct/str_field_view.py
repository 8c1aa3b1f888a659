import numpy as np
u = np.zeros(3, dtype=[('name', 'U4'), ('k', 'i4')])
v = u['name']
v[0] = 'hello'
u[1]['name'] = 'yo'
print(u)
print(v, repr(v[1:]))
v[1:] = 'w'
print(u)
w = v[::2]
w[1] = 'end'
print(u, type(v[0]).__name__)
# expect: [('hell', 0) ('yo', 0) ('', 0)]
# expect: ['hell' 'yo' ''] array(['yo', ''], dtype='<U4')
# expect: [('hell', 0) ('w', 0) ('w', 0)]
# expect: [('hell', 0) ('w', 0) ('end', 0)] str_
