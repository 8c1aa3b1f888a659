# np.diff of datetime64 subtracts by the datetime rules (NaT stays NaT, the result is
# timedelta64), with n=, axis=, prepend=/append= (a scalar broadcast); np.concatenate,
# np.hstack/vstack and np.append of time arrays meet at the finer unit.
import numpy as np
d = np.array(['2024-01-01', '2024-01-05', 'NaT'], dtype='datetime64[D]')
h = np.array(['2024-01-01T06'], dtype='datetime64[h]')
print(repr(np.diff(d)))
print(np.diff(d, prepend=np.datetime64('2023-12-25')), np.diff(d, append=d[:1]))
m = np.array([['2024-01-01', '2024-01-03'], ['2024-02-01', '2024-03-01']], dtype='datetime64[D]')
print(np.diff(m, axis=0), np.diff(m).ravel(), np.diff(np.array([1, 5, 12], dtype='timedelta64[h]'), 2))
print(repr(np.concatenate([d, h])))
print(np.hstack([d, d[:1]]), np.vstack([d, d]).shape, np.append(d, h).dtype)
td = np.array([1, 2], dtype='timedelta64[m]')
print(repr(np.concatenate([td, np.array([3], dtype='timedelta64[s]')])))
# expect: array([    4, 'NaT'], dtype='timedelta64[D]')
# expect: [    7     4 'NaT'] [    4 'NaT' 'NaT']
# expect: [[31 58]] [ 2 29] [3]
# expect: array(['2024-01-01T00', '2024-01-05T00',           'NaT', '2024-01-01T06'],
# expect:       dtype='datetime64[h]')
# expect: ['2024-01-01' '2024-01-05'        'NaT' '2024-01-01'] (2, 3) datetime64[h]
# expect: array([ 60, 120,   3], dtype='timedelta64[s]')
