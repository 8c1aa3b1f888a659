import numpy as np
a = np.array(['w%d' % i for i in range(8)])
v = a[2:8:2]
print(repr(v))
v[0] = 'zzzzzz'
print(a[:4])
# expect: array(['w2', 'w4', 'w6'], dtype='<U2')
# expect: ['w0' 'w1' 'zz' 'w3']
