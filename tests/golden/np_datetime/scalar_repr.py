# datetime64/timedelta64 scalars print as NumPy 1.24 prints them, each unit its own way
import numpy as np
print(np.datetime64('2021-03-04'), repr(np.datetime64('2021-03-04')), np.datetime64('2021-03-04').dtype)
print(repr(np.datetime64('2021-03-04T10:20:30')), repr(np.datetime64('2021-03-04T10:20:30.123')))
print(repr(np.datetime64('2021-03')), repr(np.datetime64('2021')), repr(np.datetime64('2021-03-04 10:20')))
print(repr(np.datetime64(5, 'D')), repr(np.datetime64(1000, 's')), repr(np.datetime64(10**18, 'ns')))
print(repr(np.datetime64(-90, 'm').astype('datetime64[h]')), repr(np.datetime64(0, 'us')))
print(np.timedelta64(3600, 's'), repr(np.timedelta64(3600, 's')), repr(np.timedelta64(5)))
print(np.timedelta64(1, 'Y'), np.timedelta64(3, 'M'), np.timedelta64(2, 'W'), np.timedelta64(1, 'D'))
print(np.timedelta64(1, 'h'), np.timedelta64(1, 'm'), np.timedelta64(1, 'ms'), np.timedelta64(1, 'us'), np.timedelta64(1, 'ns'))
print(repr(np.datetime64('NaT')), np.datetime64('NaT'), repr(np.timedelta64('NaT')), repr(np.timedelta64('NaT', 'D')))
print(type(np.datetime64('2021-03-04')), type(np.timedelta64(1, 's')), repr(np.dtype('M8[s]')), np.dtype('m8[ns]'))
# expect: 2021-03-04 numpy.datetime64('2021-03-04') datetime64[D]
# expect: numpy.datetime64('2021-03-04T10:20:30') numpy.datetime64('2021-03-04T10:20:30.123')
# expect: numpy.datetime64('2021-03') numpy.datetime64('2021') numpy.datetime64('2021-03-04T10:20')
# expect: numpy.datetime64('1970-01-06') numpy.datetime64('1970-01-01T00:16:40') numpy.datetime64('2001-09-09T01:46:40.000000000')
# expect: numpy.datetime64('1969-12-31T22','h') numpy.datetime64('1970-01-01T00:00:00.000000')
# expect: 3600 seconds numpy.timedelta64(3600,'s') numpy.timedelta64(5)
# expect: 1 years 3 months 2 weeks 1 days
# expect: 1 hours 1 minutes 1 milliseconds 1 microseconds 1 nanoseconds
# expect: numpy.datetime64('NaT') NaT numpy.timedelta64('NaT') numpy.timedelta64('NaT','D')
# expect: <class 'numpy.datetime64'> <class 'numpy.timedelta64'> dtype('<M8[s]') timedelta64[ns]
