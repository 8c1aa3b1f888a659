# Python's datetime.date / datetime.datetime / datetime.timedelta become datetime64 and
# timedelta64 values with NumPy's units (D for a date, us for a datetime and a timedelta), and
# come back as Python objects through astype(object) and tolist().
import datetime
import numpy as np

d = datetime.date(2024, 1, 1)
t = datetime.datetime(2024, 3, 5, 6, 7, 8, 123)
print(repr(np.datetime64(d)), repr(np.datetime64(t)), repr(np.datetime64(datetime.datetime(1969, 12, 31, 23))))
print(repr(np.datetime64(d, 'h')), repr(np.datetime64(t, 's')), repr(np.datetime64(d, 'M')))
print(repr(np.timedelta64(datetime.timedelta(hours=3))), repr(np.timedelta64(datetime.timedelta(days=-1, seconds=5), 's')))
print(np.datetime64(d) == np.datetime64('2024-01-01'), np.datetime64(d).dtype, np.datetime64(t).dtype)
a = np.array([d, datetime.date(2024, 3, 5)])
print(repr(a), a.dtype, type(a.astype(object)[0]))
b = np.array([d, datetime.date(1999, 12, 31)], dtype='datetime64[D]')
print(repr(b), b.tolist(), type(b.astype(object)[1]))
c = np.array([d, t], dtype='M8')
print(repr(c), c.dtype)
print(repr(np.array([d], dtype='datetime64[s]')), repr(np.array([[t]], dtype='M8[ms]')))
print(repr(np.array([datetime.timedelta(minutes=90)], dtype='m8[m]')))
e = np.array(['2024-01-01', '2024-01-02'], dtype='M8[D]')
e[1] = datetime.date(2030, 6, 7)
print(e, e.astype(object), e.astype(object)[1] == datetime.date(2030, 6, 7))
print(np.datetime64('2024-01-01T05:06').astype(datetime.datetime), np.datetime64('2024-01-01').astype(datetime.date))
print(np.datetime64(d) + np.timedelta64(datetime.timedelta(days=2)))
# expect: numpy.datetime64('2024-01-01') numpy.datetime64('2024-03-05T06:07:08.000123') numpy.datetime64('1969-12-31T23:00:00.000000')
# expect: numpy.datetime64('2024-01-01T00','h') numpy.datetime64('2024-03-05T06:07:08') numpy.datetime64('2024-01')
# expect: numpy.timedelta64(10800000000,'us') numpy.timedelta64(-86395,'s')
# expect: True datetime64[D] datetime64[us]
# expect: array([datetime.date(2024, 1, 1), datetime.date(2024, 3, 5)], dtype=object) object <class 'datetime.date'>
# expect: array(['2024-01-01', '1999-12-31'], dtype='datetime64[D]') [datetime.date(2024, 1, 1), datetime.date(1999, 12, 31)] <class 'datetime.date'>
# expect: array(['2024-01-01T00:00:00.000000', '2024-03-05T06:07:08.000123'],
# expect:       dtype='datetime64[us]') datetime64[us]
# expect: array(['2024-01-01T00:00:00'], dtype='datetime64[s]') array([['2024-03-05T06:07:08.000']], dtype='datetime64[ms]')
# expect: array([90], dtype='timedelta64[m]')
# expect: ['2024-01-01' '2030-06-07'] [datetime.date(2024, 1, 1) datetime.date(2030, 6, 7)] True
# expect: 2024-01-01 05:06:00 2024-01-01
# expect: 2024-01-03T00:00:00.000000
