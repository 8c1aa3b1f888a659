# repr of datetime64/timedelta64 arrays of the generic unit: the dtype's name unquoted
import numpy as np

print(repr(np.array([1, 2], dtype='m8')))
print(repr(np.array([], dtype='M8')))
print(repr(np.array(['NaT'], dtype='M8')))
print(repr(np.array([1], dtype='m8[s]')))

# expect: array([1, 2], dtype=timedelta64)
# expect: array([], dtype=datetime64)
# expect: array(['NaT'], dtype=datetime64)
# expect: array([1], dtype='timedelta64[s]')
