# np.array and element assignment convert floats to ints like int(x); np.full casts like arrays.
import numpy as np

print(np.array([1.9, -1.9], dtype=int), np.array([300.5], dtype=np.int8))
print(np.full(2, np.nan, dtype=np.int64))
a = np.zeros(3, dtype=int)
a[0:2] = 7.9
print(a)
np.array([1.0, float("nan")], dtype=int)

# expect: [ 1 -1] [44]
# expect: [-9223372036854775808 -9223372036854775808]
# expect: [7 7 0]
# expect runtime error: ValueError: cannot convert float NaN to integer
