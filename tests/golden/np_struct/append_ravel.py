# np.append and np.ravel take structured arrays (ravel both, concatenate)
import numpy as np
dt = np.dtype([('name', 'U8'), ('score', 'f8')])
s = np.array([('ann', 88.5), ('bob', 92.0)], dtype=dt)
t = np.zeros(1, dtype=dt)
print(np.append(s, t), np.append(s, t).shape, np.ravel(s.reshape(2, 1))['name'])
print(np.append(s.reshape(2, 1), t.reshape(1, 1), axis=0).shape)

# expect: [('ann', 88.5) ('bob', 92. ) ('',  0. )] (3,) ['ann' 'bob']
# expect: (3, 1)
