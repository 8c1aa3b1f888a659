# np.arange of dates: string bounds with a dtype, datetime bounds with a timedelta step
import numpy as np
print(np.arange('2021-01', '2021-06', dtype='datetime64[M]'))
print(np.arange(np.datetime64('2021-01-01'), np.datetime64('2021-01-03'), np.timedelta64(12, 'h')))
print(repr(np.arange(np.datetime64('2021-01-01T00'), np.datetime64('2021-01-01T03'), np.timedelta64(30, 'm'))))
print(repr(np.arange(0, 5, dtype='timedelta64[s]')))
# expect: ['2021-01' '2021-02' '2021-03' '2021-04' '2021-05']
# expect: ['2021-01-01T00' '2021-01-01T12' '2021-01-02T00' '2021-01-02T12']
# expect: array(['2021-01-01T00:00', '2021-01-01T00:30', '2021-01-01T01:00',
# expect:        '2021-01-01T01:30', '2021-01-01T02:00', '2021-01-01T02:30'],
# expect:       dtype='datetime64[m]')
# expect: array([0, 1, 2, 3, 4], dtype='timedelta64[s]')
