# mean of timedelta64 arrays (method and np.mean, with axis); np.sum/np.min/np.max of time arrays
import numpy as np

a = np.array([1, 2, 4], dtype='timedelta64[s]')
print(a.mean(), np.mean(a))
print(np.array([-1, -1, -5], dtype='timedelta64[s]').mean())
b = np.array([[1, 2], [4, 7]], dtype='timedelta64[D]')
print(b.mean(axis=0), np.mean(b, axis=1), b.mean())
print(np.sum(a), np.min(a), np.max(a))
d = np.array(['2024-01-05', '2023-12-31'], dtype='datetime64[D]')
print(np.min(d), np.max(d))
print(np.mean(d[:1] - d[1:]))

# expect: 2 seconds 2 seconds
# expect: -2 seconds
# expect: [2 4] [1 5] 3 days
# expect: 7 seconds 1 seconds 4 seconds
# expect: 2023-12-31 2024-01-05
# expect: 5 days
