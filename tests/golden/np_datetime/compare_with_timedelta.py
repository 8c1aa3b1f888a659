# A datetime64 ordered against a timedelta64 is refused as NumPy refuses it (the timedelta
# cannot be cast to the datetime's dtype; the message names the ufunc and the operand), == and
# != fail elementwise with a DeprecationWarning and a plain answer, and the ufuncs called by
# name (np.equal, np.maximum) refuse as well.
import numpy as np
d = np.array(['2024-01-01', 'NaT'], dtype='datetime64[D]')
t = np.array([5, 2], dtype='timedelta64[h]')
for f in [lambda: d < t, lambda: t >= d, lambda: d < np.array([1], 'm8[M]'),
          lambda: np.datetime64('2024-01-01') < np.timedelta64(1, 'D'), lambda: np.equal(d, t),
          lambda: np.maximum(d, t)]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
print(d == t,
      d != t[0])
# expect: UFuncTypeError Cannot cast ufunc 'less' input 1 from dtype('<m8[h]') to dtype('<M8[h]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'greater_equal' input 0 from dtype('<m8[h]') to dtype('<M8[h]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'less' input 1 from dtype('<m8[M]') to dtype('<M8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'less' input 1 from dtype('<m8[D]') to dtype('<M8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'equal' input 1 from dtype('<m8[h]') to dtype('<M8[h]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'maximum' input 1 from dtype('<m8[h]') to dtype('<M8[h]') with casting rule 'same_kind'
# expect: False True
# expect stderr: compare_with_timedelta.py:16: DeprecationWarning: elementwise comparison failed; this will raise an error in the future.
