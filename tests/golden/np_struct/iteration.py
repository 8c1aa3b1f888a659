import numpy as np
dt = np.dtype([('name', 'i4'), ('score', 'f4')])
a = np.array([(1, 9.5), (2, 7.25)], dtype=dt)
for rec in a:
    print(rec, rec['name'], rec['score'])
for name, score in a:
    print(name, score)
# expect: (1, 9.5) 1 9.5
# expect: (2, 7.25) 2 7.25
# expect: 1 9.5
# expect: 2 7.25
