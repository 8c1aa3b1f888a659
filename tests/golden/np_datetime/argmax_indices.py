# argmax/argmin of datetime64/timedelta64 arrays are indices (int64), NaT the extreme as NaN is
import numpy as np
days = np.datetime64('2024-02-26') + np.arange(7)
print(repr(days.argmax()), repr(np.argmax(days)), repr(days.argmin()), np.argmin(days[::-1]))
td = np.array([3, 1, 2], dtype='m8[s]')
print(repr(td.argmax()), np.argmin(td))
a = np.array(['2024-01-01', 'NaT', '2023-01-01'], 'M8[D]')
print(a.argmax(), a.argmin(), np.argmax(a))
b = np.array([['2024-01-01', 'NaT'], ['2023-01-01', '2025-01-01']], 'M8[D]')
print(b.argmax(axis=0), b.argmin(axis=1), b.argmax(), np.argmax(b, axis=1))

# expect: 6 6 0 6
# expect: 0 1
# expect: 1 1 1
# expect: [0 0] [1 0] 1 [1 1]
