import numpy as np
r = np.zeros(2, dtype=[('name', 'S10'), ('x', 'f8')])
n = r['name']
n[1] = b'zed'
print(r)
r['x'] = 3
r[0] = ('amy', 2)
print(n, n.tolist(), n == b'amy')
n[n == b'amy'] = b'ann'
print(r)
print(np.char.upper(n), np.sort(n), type(r[0]['name']).__name__)
# expect: [(b'', 0.) (b'zed', 0.)]
# expect: [b'amy' b'zed'] [b'amy', b'zed'] [ True False]
# expect: [(b'ann', 2.) (b'zed', 3.)]
# expect: [b'ANN' b'ZED'] [b'ann' b'zed'] bytes_
