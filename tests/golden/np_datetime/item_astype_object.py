import numpy as np
# item(), tolist() and astype(object) of times give datetime.date/datetime/timedelta (None
# for NaT, an int for ns and Y/M durations); a.view('i8') gives the counts
t = np.datetime64('2024-01-15T10:20:30')
print(repr(t.item()), repr(np.datetime64('2024-01-15').item()), repr(np.timedelta64(5, 's').item()))
print(repr(t.astype(object)), repr(np.timedelta64(5, 'D').astype(object)))
a = np.array(['2024-01-01', '2024-03-05'], dtype='datetime64[D]')
print(a.astype(object), a.tolist(), a.view('i8'), a.view('datetime64[D]'))
print(a.astype('datetime64[s]').astype(object))
print(repr(np.datetime64('NaT').item()), np.datetime64('2024-01-01T00:00:00.000000001').item(), repr(np.timedelta64(2, 'Y').item()), repr(np.timedelta64(3, 'W').item()))
print(np.array(['2024-01-01T10:00'], dtype='datetime64[m]').tolist(), repr(np.datetime64('2024-05', 'M').item()), repr(np.datetime64('1969-12-31T23:59:59.5').item()))
# expect: datetime.datetime(2024, 1, 15, 10, 20, 30) datetime.date(2024, 1, 15) datetime.timedelta(seconds=5)
# expect: datetime.datetime(2024, 1, 15, 10, 20, 30) datetime.timedelta(days=5)
# expect: [datetime.date(2024, 1, 1) datetime.date(2024, 3, 5)] [datetime.date(2024, 1, 1), datetime.date(2024, 3, 5)] [19723 19787] ['2024-01-01' '2024-03-05']
# expect: [datetime.datetime(2024, 1, 1, 0, 0) datetime.datetime(2024, 3, 5, 0, 0)]
# expect: None 1704067200000000001 2 datetime.timedelta(days=21)
# expect: [datetime.datetime(2024, 1, 1, 10, 0)] datetime.date(2024, 5, 1) datetime.datetime(1969, 12, 31, 23, 59, 59, 500000)
