# np.datetime_data: the unit and count of a datetime64 / timedelta64 dtype
import numpy as np
t = np.array(['2024-03-10T08:00'], dtype='datetime64[m]')
print(np.datetime_data(t.dtype), np.datetime_data('M8'), np.datetime_data(np.dtype('m8[D]')))
print(np.datetime_data('datetime64[ns]'), np.datetime_data(np.timedelta64(3, 'h').dtype))
np.datetime_data('f8')


# expect: ('m', 1) ('generic', 1) ('D', 1)
# expect: ('ns', 1) ('h', 1)
# expect runtime error: TypeError: cannot get datetime metadata from non-datetime type
