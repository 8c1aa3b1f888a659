# Sorting datetimes: np.sort, np.argsort, np.unique and the methods put NaT last.
import numpy as np
d = np.array(['2024-01-03', 'NaT', '2023-05-01', '2024-01-03'], dtype='datetime64[D]')
print(np.sort(d), np.argsort(d), d.argsort())
print(np.unique(d), np.unique(d, return_counts=True))
d.sort()
print(d)
t = np.array([3, -1, 2], dtype='timedelta64[h]')
print(np.sort(t), np.unique(t))
dates = np.array(['2024-01-01', '2024-03-15', '2023-12-31'], dtype='datetime64[D]')
print(np.sort(dates)[::-1], dates[np.argsort(dates)])

# expect: ['2023-05-01' '2024-01-03' '2024-01-03'        'NaT'] [2 0 3 1] [2 0 3 1]
# expect: ['2023-05-01' '2024-01-03'        'NaT'] (array(['2023-05-01', '2024-01-03',        'NaT'], dtype='datetime64[D]'), array([1, 2, 1]))
# expect: ['2023-05-01' '2024-01-03' '2024-01-03'        'NaT']
# expect: [-1  2  3] [-1  2  3]
# expect: ['2024-03-15' '2024-01-01' '2023-12-31'] ['2023-12-31' '2024-01-01' '2024-03-15']
