# min/max/sum/cumsum of time arrays give NaT where a NaT is reduced (as NaN in a float max),
# mean gives NaT, median sorts NaT last; nanmax/nanmin skip NaT (an all-NaT slice is NaT).
import numpy as np
t = np.array([[5, 'NaT', 2], [1, 2, 3]], dtype='timedelta64[h]')
print(t.max(axis=1), t.min(axis=0), t.sum(axis=1), t.max(axis=0, keepdims=True), t.sum(keepdims=True))
print(np.max(t, axis=1), np.sum(t, 0), np.amin(t), np.cumsum(t), t.cumsum(0))
print(np.mean(t, axis=1), np.median(t), np.median(t, axis=0), t[1].cumsum(), np.max(t[1]))
d = np.array(['2024-01-01', 'NaT', '2024-02-10'], dtype='datetime64[D]')
print(d.max(), d.min(), np.max(d), np.nanmax(d), np.nanmin(d), d.argmax())
print(repr(np.nanmin(np.array([[1, 'NaT']], dtype='timedelta64[h]'), axis=0)))
try:
    d.cumsum()
except TypeError as e:
    print(type(e).__name__, e)
# expect: ['NaT'     3] [    1 'NaT'     2] ['NaT'     6] [[    5 'NaT'     3]] [['NaT']]
# expect: ['NaT'     3] [    6 'NaT'     5] NaT [    5 'NaT' 'NaT' 'NaT' 'NaT' 'NaT'] [[    5 'NaT'     2]
# expect:  [    6 'NaT'     5]]
# expect: ['NaT'     2] 2 hours [    3 'NaT'     2] [1 3 6] 3 hours
# expect: NaT NaT NaT 2024-02-10 2024-01-01 1
# expect: array([    1, 'NaT'], dtype='timedelta64[h]')
# expect: UFuncTypeError ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('<M8[D]')
# expect stderr: reduce_nat.py:10: RuntimeWarning: All-NaN slice encountered
