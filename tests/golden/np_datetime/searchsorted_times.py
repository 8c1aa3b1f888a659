# np.searchsorted and the method on datetime64/timedelta64 arrays: v in the common unit, NaT
# sorting last, side= and sorter= as for numbers.
import numpy as np
dates = np.arange('2024-01-29', '2024-02-06', dtype='datetime64[D]')
print(np.searchsorted(dates, np.datetime64('2024-02-01')))
print(np.searchsorted(dates, np.datetime64('2024-02-01'), side='right'))
print(dates.searchsorted(np.datetime64('2024-02-01T12:00')))
print(np.searchsorted(dates, np.array(['2024-02-03', '2024-01-29'], dtype='datetime64[D]')))
td = np.array([1, 5, 10], dtype='timedelta64[h]')
print(np.searchsorted(td, np.timedelta64(3, 'h')), td.searchsorted(np.timedelta64(600, 'm'), side='right'))
nat = np.array(['2024-01-01', '2024-01-05', 'NaT'], dtype='datetime64[D]')
print(np.searchsorted(nat, np.datetime64('NaT')), np.searchsorted(nat, np.datetime64('2024-01-03')))
print(np.searchsorted([1, 3, 5], 4), np.searchsorted(dates[::-1], np.datetime64('2024-02-01'), sorter=np.arange(8)[::-1]))
print(type(np.searchsorted(dates, np.datetime64('2024-02-01'))))


# expect: 3
# expect: 4
# expect: 4
# expect: [5 0]
# expect: 1 3
# expect: 2 1
# expect: 2 3
# expect: <class 'numpy.int64'>
