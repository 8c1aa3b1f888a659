import numpy as np
r = np.array([(b'pear', 2), (b'apple', 1), (b'fig', 3)], dtype=[('name', 'S6'), ('n', 'i4')])
print(np.sort(r, order='name'))
print(r[np.argsort(r['name'])])
print(r == r[0], r[r['n'] > 1]['name'])
r.sort(order='name')
print(r)
print(r[['name']])
# expect: [(b'apple', 1) (b'fig', 3) (b'pear', 2)]
# expect: [(b'apple', 1) (b'fig', 3) (b'pear', 2)]
# expect: [ True False False] [b'pear' b'fig']
# expect: [(b'apple', 1) (b'fig', 3) (b'pear', 2)]
# expect: [(b'apple',) (b'fig',) (b'pear',)]
