# np.genfromtxt(usemask=True): a masked array, masked where fields were missing (empty or in missing_values), shaped as the plain result.
import numpy as np, io
m = np.genfromtxt(io.StringIO("1,2\n3,N/A"), delimiter=',', missing_values='N/A', usemask=True)
print(m, m.mask, type(m).__name__, m.mean())
m2 = np.genfromtxt(io.StringIO("1,,3\n4,5,\n7,8,9"), delimiter=',', usemask=True)
print(m2, m2.sum(axis=0), m2.filled(-1))
m3 = np.genfromtxt(io.StringIO("1\n\n2\n-99"), missing_values='-99', usemask=True, dtype=int)
print(repr(m3))
m4 = np.genfromtxt(io.StringIO("1 2 x\n3 4 5"), missing_values='x', usemask=True, unpack=True)
print(m4)

# expect: [[1.0 2.0]
# expect:  [3.0 --]] [[False False]
# expect:  [False  True]] MaskedArray 2.0
# expect: [[1.0 -- 3.0]
# expect:  [4.0 5.0 --]
# expect:  [7.0 8.0 9.0]] [12.0 13.0 12.0] [[ 1. -1.  3.]
# expect:  [ 4.  5. -1.]
# expect:  [ 7.  8.  9.]]
# expect: masked_array(data=[1, 2, --],
# expect:              mask=[False, False,  True],
# expect:        fill_value=999999)
# expect: [[1.0 3.0]
# expect:  [2.0 4.0]
# expect:  [-- 5.0]]
