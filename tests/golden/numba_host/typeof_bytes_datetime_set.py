# numba.typeof of bytes, NumPy datetime64/timedelta64 scalars (their dtype's name) and sets
# (the first item's type; an empty set is Numba's ValueError). No set mixes str with other
# types: CPython's str hashes change from run to run, and with them which item comes first.
import numba, numpy as np
for v in [b'ab', np.datetime64('2020-01-01'), np.timedelta64(3, 'D'), np.datetime64('2020-01-01T10:00'), np.timedelta64(5, 'ms'), {1, 2}, {1.5}, {'a', 'b'}, set()]:
    try:
        print(numba.typeof(v))
    except Exception as e:
        print(type(e).__name__, e)
# expect: readonly bytes(uint8, 1d, C)
# expect: datetime64[D]
# expect: timedelta64[D]
# expect: datetime64[m]
# expect: timedelta64[ms]
# expect: reflected set(int64)
# expect: reflected set(float64)
# expect: reflected set(unicode_type)
# expect: ValueError Cannot type empty set
