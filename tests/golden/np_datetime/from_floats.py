# Floats and complex numbers as datetime64/timedelta64 counts: a Python float is refused, NumPy's
# float scalars in a list are cast (truncated; NaN is NaT; past int64 NaT with the cast's warning)
import numpy as np

for v in ([1.0], [1.5], [True], [1], [None], [np.float64(2.0)], [1 + 2j], [[1.0]]):
    for dt in ("M8[D]", "m8[D]"):
        try:
            print(v, dt, repr(np.array(v, dtype=dt)))
        except Exception as e:
            print(v, dt, type(e).__name__, e)
for v in (1.0, 2.5, np.float64(2.5), 1j):
    for f in (np.datetime64, np.timedelta64):
        try:
            print(f.__name__, v, repr(f(v, "D")))
        except Exception as e:
            print(f.__name__, v, type(e).__name__, e)
for v in (np.float64(2.5), np.float32(-1.5), np.float64("nan"), np.complex128(3), np.float64(1e300), np.float16(3.5)):
    for dt in ("M8[D]", "m8[s]"):
        print(repr(np.array([v], dtype=dt)))
# expect: [1.0] M8[D] ValueError Could not convert object to NumPy datetime
# expect: [1.0] m8[D] ValueError Could not convert object to NumPy timedelta
# expect: [1.5] M8[D] ValueError Could not convert object to NumPy datetime
# expect: [1.5] m8[D] ValueError Could not convert object to NumPy timedelta
# expect: [True] M8[D] array(['1970-01-02'], dtype='datetime64[D]')
# expect: [True] m8[D] array([1], dtype='timedelta64[D]')
# expect: [1] M8[D] array(['1970-01-02'], dtype='datetime64[D]')
# expect: [1] m8[D] array([1], dtype='timedelta64[D]')
# expect: [None] M8[D] array(['NaT'], dtype='datetime64[D]')
# expect: [None] m8[D] array(['NaT'], dtype='timedelta64[D]')
# expect: [2.0] M8[D] array(['1970-01-03'], dtype='datetime64[D]')
# expect: [2.0] m8[D] array([2], dtype='timedelta64[D]')
# expect: [(1+2j)] M8[D] ValueError Could not convert object to NumPy datetime
# expect: [(1+2j)] m8[D] ValueError Could not convert object to NumPy timedelta
# expect: [[1.0]] M8[D] ValueError Could not convert object to NumPy datetime
# expect: [[1.0]] m8[D] ValueError Could not convert object to NumPy timedelta
# expect: datetime64 1.0 ValueError Could not convert object to NumPy datetime
# expect: timedelta64 1.0 ValueError Could not convert object to NumPy timedelta
# expect: datetime64 2.5 ValueError Could not convert object to NumPy datetime
# expect: timedelta64 2.5 ValueError Could not convert object to NumPy timedelta
# expect: datetime64 2.5 ValueError Could not convert object to NumPy datetime
# expect: timedelta64 2.5 ValueError Could not convert object to NumPy timedelta
# expect: datetime64 1j ValueError Could not convert object to NumPy datetime
# expect: timedelta64 1j ValueError Could not convert object to NumPy timedelta
# expect: array(['1970-01-03'], dtype='datetime64[D]')
# expect: array([2], dtype='timedelta64[s]')
# expect: array(['1969-12-31'], dtype='datetime64[D]')
# expect: array([-1], dtype='timedelta64[s]')
# expect: array(['NaT'], dtype='datetime64[D]')
# expect: array(['NaT'], dtype='timedelta64[s]')
# expect: array(['1970-01-04'], dtype='datetime64[D]')
# expect: array([3], dtype='timedelta64[s]')
# expect: array(['NaT'], dtype='datetime64[D]')
# expect: array(['NaT'], dtype='timedelta64[s]')
# expect: array(['1970-01-04'], dtype='datetime64[D]')
# expect: array([3], dtype='timedelta64[s]')
# expect stderr: from_floats.py:19: RuntimeWarning: invalid value encountered in cast
