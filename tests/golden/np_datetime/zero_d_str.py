# str() of a 0-d datetime64/timedelta64 array is its scalar's text.
import numpy as np
a = np.asarray(np.datetime64('2024-01-01'), dtype='datetime64[D]')
print(a, repr(a), a.shape)
t = np.array(np.timedelta64(5, 'h'))
print(t, repr(t))

# expect: 2024-01-01 array('2024-01-01', dtype='datetime64[D]') ()
# expect: 5 hours array(5, dtype='timedelta64[h]')
