# np.median of timedelta64 arrays (the middle pair's mean truncated); the sum of datetimes fails
import numpy as np

print(np.median(np.array([1, 3, 7], dtype='m8[s]')))
print(np.median(np.array([1, 4, 7, 10], dtype='m8[D]')))
print(np.median(np.array([[1, 2], [5, 9]], dtype='m8[h]'), axis=0))
print(repr(np.median(np.array([-1, -2], dtype='m8[m]'))))
np.array(['2024-01-01', '2024-06-01'], dtype='M8[D]').mean()

# expect: 3 seconds
# expect: 5 days
# expect: [3 5]
# expect: numpy.timedelta64(-1,'m')
# expect runtime error: numpy.core._exceptions._UFuncBinaryResolutionError: ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('<M8[D]')
