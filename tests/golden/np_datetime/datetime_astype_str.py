# A datetime64/timedelta64 array's astype(str/'U'/'U<n>'/'S'): the texts str() gives, in NumPy's widths;
# a 'U<n>' too short for a datetime is NumPy's RuntimeError.
import numpy as np
d = np.datetime64('2024-02-27') + np.arange(3)
print(repr(d.astype(str)), repr(d.astype('U')), repr(d.astype('U12')), repr(d.astype('S')))
t = np.array(['2024-01-01T08:00', 'NaT'], dtype='datetime64[m]')
print(repr(t.astype(str)))
td = np.array([1, 2], dtype='timedelta64[h]')
print(repr(td.astype(str)), repr(td.astype('U')))
print(repr(np.array(['2024','2025'],dtype='M8[Y]').astype(str)))
print(repr(np.array(['2024-01-01T01:02:03.5'],dtype='M8[ms]').astype(str)))
print(d.astype(str).tolist(), np.char.add(d.astype(str), '!'))
print(repr(np.datetime_as_string(d)), repr(np.datetime_as_string(t, unit='h')))
try:
    d.astype('U5')
except RuntimeError as e:
    print("RuntimeError:", e)


# expect: array(['2024-02-27', '2024-02-28', '2024-02-29'], dtype='<U28') array(['2024-02-27', '2024-02-28', '2024-02-29'], dtype='<U28') array(['2024-02-27', '2024-02-28', '2024-02-29'], dtype='<U12') array([b'2024-02-27', b'2024-02-28', b'2024-02-29'], dtype='|S28')
# expect: array(['2024-01-01T08:00', 'NaT'], dtype='<U35')
# expect: array(['1 hours', '2 hours'], dtype='<U21') array(['1 hours', '2 hours'], dtype='<U21')
# expect: array(['2024', '2025'], dtype='<U22')
# expect: array(['2024-01-01T01:02:03.500'], dtype='<U42')
# expect: ['2024-02-27', '2024-02-28', '2024-02-29'] ['2024-02-27!' '2024-02-28!' '2024-02-29!']
# expect: array(['2024-02-27', '2024-02-28', '2024-02-29'], dtype='<U28') array(['2024-01-01T08', 'NaT'], dtype='<U32')
# expect: RuntimeError: The string provided for NumPy ISO datetime formatting was too short, with length 5
