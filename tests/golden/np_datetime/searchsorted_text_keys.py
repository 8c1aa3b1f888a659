# np.searchsorted on a datetime64/timedelta64 array searches text keys (and, for datetime64,
# plain numbers) as objects: NumPy's first comparison, a[len // 2] < key, is a TypeError naming
# the item's Python type (date, datetime, timedelta, int, or None for NaT).
import numpy as np

d = np.array(['2020-01-01', '2021-01-01'], dtype='datetime64[D]')
t = np.array([1, 5], dtype='timedelta64[s]')
tests = [
    lambda: np.searchsorted(d, '2020-06-01'),
    lambda: d.searchsorted('2020-06-01'),
    lambda: np.searchsorted(d, ['2020-06-01', '2022-01-01']),
    lambda: np.searchsorted(d, np.array(['2020-06-01'])),
    lambda: np.searchsorted(d, np.array([b'2020-06-01'])),
    lambda: np.searchsorted(d, b'2020'),
    lambda: np.searchsorted(d, np.datetime64('2020-06-01T12')),
    lambda: np.searchsorted(d, [np.datetime64('2020-06-01'), np.datetime64('2022-01-01')]),
    lambda: np.searchsorted(t, 3),
    lambda: np.searchsorted(t, [3, 7]),
    lambda: np.searchsorted(d, 3),
    lambda: np.searchsorted(d, 3.5),
    lambda: np.searchsorted(d, True),
    lambda: np.searchsorted(t, '3'),
    lambda: np.searchsorted(np.array(['2020-01-01T10:00', '2020-01-02'], dtype='M8[m]'), '2020-01-01'),
    lambda: np.searchsorted(np.array(['2020-01-01', 'NaT'], dtype='M8[D]'), 'x'),
    lambda: np.searchsorted(np.array([1, 2, 3], dtype='M8[ns]'), 'x'),
    lambda: np.searchsorted(np.array([1, 2, 3], dtype='m8[M]'), 'x'),
    lambda: np.searchsorted(np.array([1, 2, 3], dtype='m8[D]'), 'x'),
]
for f in tests:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)

# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'bytes'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'bytes'
# expect: 1
# expect: array([1, 2])
# expect: 1
# expect: array([1, 2])
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'int'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'float'
# expect: TypeError: '<' not supported between instances of 'datetime.date' and 'bool'
# expect: TypeError: '<' not supported between instances of 'datetime.timedelta' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.datetime' and 'str'
# expect: TypeError: '<' not supported between instances of 'NoneType' and 'str'
# expect: TypeError: '<' not supported between instances of 'int' and 'str'
# expect: TypeError: '<' not supported between instances of 'int' and 'str'
# expect: TypeError: '<' not supported between instances of 'datetime.timedelta' and 'str'
