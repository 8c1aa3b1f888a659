# datetime - datetime is a timedelta in the finer unit; datetime +- timedelta; timedelta maths
import numpy as np
a = np.datetime64('2021-03-04')
b = np.datetime64('2021-03-04T10:20:30')
print(repr(b - a), b - a, repr(a + np.timedelta64(1, 'D')), repr(a + 1), repr(a - np.timedelta64(5, 'h')))
print(repr(np.timedelta64(1, 'h') + np.timedelta64(30, 'm')), repr(np.timedelta64(1, 'h') * 3))
print(repr(np.timedelta64(1, 'h') / np.timedelta64(1, 'm')), repr(np.timedelta64(7, 's') // np.timedelta64(2, 's')))
print(repr(np.timedelta64(7, 's') % np.timedelta64(2, 's')), repr(np.timedelta64(-7, 's') / 2), repr(-np.timedelta64(7, 's')))
print(repr(np.datetime64('2021-03-04') - np.timedelta64(1, 'W')), repr(np.datetime64('2021-03-04') - np.datetime64('2021-01-01T05')))
print(repr(np.datetime64('NaT') - np.datetime64('2021-01-01')), repr(np.timedelta64(1, 'D') / np.timedelta64('NaT')))
print(np.int64(np.timedelta64('3600', 's')), repr(np.timedelta64(5, 'h').astype('timedelta64[m]')), repr(np.datetime64('2021-03-04').astype('int64')))
# expect: numpy.timedelta64(37230,'s') 37230 seconds numpy.datetime64('2021-03-05') numpy.datetime64('2021-03-05') numpy.datetime64('2021-03-03T19','h')
# expect: numpy.timedelta64(90,'m') numpy.timedelta64(3,'h')
# expect: 60.0 3
# expect: numpy.timedelta64(1,'s') numpy.timedelta64(-3,'s') numpy.timedelta64(-7,'s')
# expect: numpy.datetime64('2021-02-25') numpy.timedelta64(1483,'h')
# expect: numpy.timedelta64('NaT','D') nan
# expect: 3600 numpy.timedelta64(300,'m') 18690
