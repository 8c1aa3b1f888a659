# np.loadtxt / np.genfromtxt with a datetime64/timedelta64 dtype, and a str array's
# astype to one: the text parsed as NumPy parses dates.
import numpy as np, io
s = io.StringIO('2024-01-01,3\n2024-01-05,4\n')
print(repr(np.loadtxt(s, delimiter=',', usecols=0, dtype='datetime64[D]')))
s.seek(0)
print(repr(np.genfromtxt(s, delimiter=',', usecols=0, dtype='datetime64[D]')))
s.seek(0)
print(repr(np.loadtxt(s, 'M8[D]', delimiter=',', usecols=(0,))))
s.seek(0)
d = np.loadtxt(s, delimiter=',', usecols=0, dtype=np.datetime64)
print(repr(d), np.diff(d))
s = io.StringIO('5\n7\n')
print(repr(np.loadtxt(s, dtype='timedelta64[m]')))
a = np.array(['2024-01-01', '2024-01-05'])
print(repr(a.astype('M8[D]')), repr(a.astype('datetime64')), repr(np.array(['1', '2']).astype('timedelta64[D]')))


# expect: array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]')
# expect: array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]')
# expect: array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]')
# expect: array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]') [4]
# expect: array([5, 7], dtype='timedelta64[m]')
# expect: array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]') array(['2024-01-01', '2024-01-05'], dtype='datetime64[D]') array([1, 2], dtype='timedelta64[D]')
