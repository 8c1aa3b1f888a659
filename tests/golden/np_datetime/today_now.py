# np.datetime64('today') is the local date (unit D), ('now') the UTC time in seconds; both in
# any case, in other units and in arrays.
import numpy as np
import datetime, time
t = np.datetime64('today')
n = np.datetime64('now')
print(t.dtype, n.dtype, type(t).__name__)
print(str(t) == datetime.date.today().isoformat())
print(abs(int((n - np.datetime64(int(time.time()), 's')).astype(np.int64))) < 5)
print(np.datetime64('TODAY') == t, np.datetime64('today', 'ms') == t, str(np.datetime64('today', 'm'))[-6:])
print(np.datetime64('today', 'h').dtype, np.datetime64('now', 'ns').dtype, np.datetime64('Now', 'm').dtype)
print(np.datetime64('today', 'Y') == np.datetime64(str(datetime.date.today().year)))
a = np.array(['today', '2020-01-01'], dtype='datetime64[D]')
print(a.dtype, a[0] == t, a[1])
print((t + 1) - t, np.datetime64('today', 'W').dtype, t - np.datetime64('2020-01-01') > np.timedelta64(0, 'D'))
print(np.array(['today', 'now']).dtype)

# expect: datetime64[D] datetime64[s] datetime64
# expect: True
# expect: True
# expect: True True T00:00
# expect: datetime64[h] datetime64[ns] datetime64[m]
# expect: True
# expect: datetime64[D] True 2020-01-01
# expect: 1 days datetime64[W] True
# expect: <U5
