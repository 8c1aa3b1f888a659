# datetime arrays print quoted, timedelta arrays as numbers; 'NaT' is quoted and right-aligned
import numpy as np
d = np.arange('2021-01-01', '2021-01-05', dtype='datetime64[D]')
print(d)
print(repr(d), d.dtype, d.dtype.str)
print(repr(d.astype('datetime64[h]')))
e = np.array([1, 2, 3], dtype='datetime64[ns]')
print(e)
print(repr(e))
print(np.array(['2021-01-01', 'NaT'], dtype='M8[D]'), repr(np.array([1, 'NaT'], dtype='m8[s]')))
print(repr(np.array(['2021-01-01', '2021-02-01'], dtype='datetime64')))
print(repr(np.array([np.datetime64('2021-01-01'), np.datetime64('2021-01-01T06')])))
# expect: ['2021-01-01' '2021-01-02' '2021-01-03' '2021-01-04']
# expect: array(['2021-01-01', '2021-01-02', '2021-01-03', '2021-01-04'],
# expect:       dtype='datetime64[D]') datetime64[D] <M8[D]
# expect: array(['2021-01-01T00', '2021-01-02T00', '2021-01-03T00', '2021-01-04T00'],
# expect:       dtype='datetime64[h]')
# expect: ['1970-01-01T00:00:00.000000001' '1970-01-01T00:00:00.000000002'
# expect:  '1970-01-01T00:00:00.000000003']
# expect: array(['1970-01-01T00:00:00.000000001', '1970-01-01T00:00:00.000000002',
# expect:        '1970-01-01T00:00:00.000000003'], dtype='datetime64[ns]')
# expect: ['2021-01-01'        'NaT'] array([    1, 'NaT'], dtype='timedelta64[s]')
# expect: array(['2021-01-01', '2021-02-01'], dtype='datetime64[D]')
# expect: array(['2021-01-01T00', '2021-01-01T06'], dtype='datetime64[h]')
