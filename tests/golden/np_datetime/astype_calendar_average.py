# astype between a timedelta's calendar units (Y, M) and the others casts by NumPy's average
# year (365.2425 days) and month (a twelfth of it), flooring; arithmetic still refuses to mix.
import numpy as np
print(repr(np.timedelta64(1, 'M').astype('timedelta64[D]')), repr(np.timedelta64(1, 'Y').astype('m8[D]')))
print(repr(np.timedelta64(13, 'M').astype('timedelta64[h]')), repr(np.timedelta64(-1, 'M').astype('m8[D]')))
print(repr(np.array([1, 2, 12], dtype='timedelta64[M]').astype('timedelta64[D]')))
print(repr(np.timedelta64(45, 'D').astype('m8[M]')), repr(np.array([3, 'NaT'], dtype='m8[Y]').astype('m8[W]')))
print(repr(np.timedelta64(1, 'M').astype('timedelta64[s]')), repr(np.timedelta64(-7, 'W').astype('m8[M]')))
try:
    np.array([1], dtype='m8[M]') + np.timedelta64(1, 'D')
except TypeError as e:
    print(e)
# expect: numpy.timedelta64(30,'D') numpy.timedelta64(365,'D')
# expect: numpy.timedelta64(9496,'h') numpy.timedelta64(-31,'D')
# expect: array([ 30,  60, 365], dtype='timedelta64[D]')
# expect: numpy.timedelta64(1,'M') array([  156, 'NaT'], dtype='timedelta64[W]')
# expect: numpy.timedelta64(2629746,'s') numpy.timedelta64(-2,'M')
# expect: Cannot get a common metadata divisor for Numpy datetime metadata [M] and [D] because they have incompatible nonlinear base time units.
