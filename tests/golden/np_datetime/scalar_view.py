# datetime64/timedelta64 scalars have .view: the int64 bits as another unit or an 8-byte number
import numpy as np
d = np.datetime64('2024-05-17')
print(repr(d.view('int64')), repr(d.view('M8[s]')), repr(d.view('f8')), repr(np.timedelta64(5, 'h').view('i8')), repr(d.view()))
print((d.view('int64') - 4) % 7, d.view(np.uint64))
try:
    d.view('i4')
except ValueError as e:
    print(e)

# expect: 19860 numpy.datetime64('1970-01-01T05:31:00') 9.812e-320 5 numpy.datetime64('2024-05-17')
# expect: 4 19860
# expect: Changing the dtype of a 0d array is only supported if the itemsize is unchanged
