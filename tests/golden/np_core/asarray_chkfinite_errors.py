# np.asarray_chkfinite checks float and complex arrays for inf and NaN (ints pass as they are).
import numpy as np

print(np.asarray_chkfinite([1.5, 2.0, -3.25]))
print(np.asarray_chkfinite([1, 2, 3]))
print(np.asarray_chkfinite([1 + 2j, 3j]))
for bad in ([1.0, np.inf], [np.nan, 2.0], [1j, complex(np.inf, 0)]):
    try:
        np.asarray_chkfinite(bad)
    except ValueError as e:
        print(type(e).__name__, e)
print(np.asarray_chkfinite([[0.5], [1.0]], dtype=np.float32))
np.asarray_chkfinite([np.inf])

# expect: [ 1.5   2.   -3.25]
# expect: [1 2 3]
# expect: [1.+2.j 0.+3.j]
# expect: ValueError array must not contain infs or NaNs
# expect: ValueError array must not contain infs or NaNs
# expect: ValueError array must not contain infs or NaNs
# expect: [[0.5]
# expect:  [1. ]]
# expect runtime error: ValueError: array must not contain infs or NaNs
