# abs() / np.abs of timedeltas, scalars and arrays
import numpy as np
print(abs(np.timedelta64(-7, 's')), repr(np.abs(np.timedelta64(-90, 'm'))))
print(repr(abs(np.array([-5, 3], dtype='timedelta64[h]'))))
print(abs(np.datetime64('2021-03-04') - np.datetime64('2021-03-09')))
# expect: 7 seconds numpy.timedelta64(90,'m')
# expect: array([5, 3], dtype='timedelta64[h]')
# expect: 5 days
