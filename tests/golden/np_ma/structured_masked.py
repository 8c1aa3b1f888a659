# np.ma.array of records: the mask one bool per field, printed as NumPy does; fields, records, slices, filled and fill_value.
import numpy as np
dt = [('a', 'i4'), ('b', 'f8')]
x = np.ma.array([(1, 1.5), (2, 2.5), (3, 3.5)], mask=[(0, 1), (0, 0), (1, 0)], dtype=dt)
print(x)
print(repr(x))
print(x['a'], x['b'], x['b'].sum())
print(x[0], x[2], x[1:])
print(x.mask)
print(x.filled())
print(x.fill_value)
x.fill_value = (-1, 0.0)
print(x.filled(), x.fill_value)
print(repr(np.ma.array(np.zeros(2, dtype=dt))))
y = np.ma.array(np.array([(1, 2.0), (3, 4.0)], dtype=dt), mask=[True, False])
print(repr(y))
print(isinstance(y, np.ma.MaskedArray), type(y).__name__, len(y), y.shape, y.dtype)
for rec in y:
    print(rec)
print(y.tolist())
y[0] = (5, 6.0)
print(y)
y[1] = np.ma.masked
print(y)
w = np.ma.array([(1, 'ab'), (2, 'c')], mask=[(0, 1), (0, 0)], dtype=[('n', 'i8'), ('s', 'U2')])
print(repr(w))
# expect: [(1, --) (2, 2.5) (--, 3.5)]
# expect: masked_array(data=[(1, --), (2, 2.5), (--, 3.5)],
# expect:              mask=[(False,  True), (False, False), ( True, False)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: [1 2 --] [-- 2.5 3.5] 6.0
# expect: (1, --) (--, 3.5) [(2, 2.5) (--, 3.5)]
# expect: [(False,  True) (False, False) ( True, False)]
# expect: [(     1, 1.0e+20) (     2, 2.5e+00) (999999, 3.5e+00)]
# expect: (999999, 1.e+20)
# expect: [( 1, 0. ) ( 2, 2.5) (-1, 3.5)] (-1, 0.)
# expect: masked_array(data=[(0, 0.0), (0, 0.0)],
# expect:              mask=[(False, False), (False, False)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: masked_array(data=[(--, --), (3, 4.0)],
# expect:              mask=[( True,  True), (False, False)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: True MaskedArray 2 (2,) [('a', '<i4'), ('b', '<f8')]
# expect: (--, --)
# expect: (3, 4.0)
# expect: [(None, None), (3, 4.0)]
# expect: [(5, 6.0) (3, 4.0)]
# expect: [(5, 6.0) (--, --)]
# expect: masked_array(data=[(1, --), (2, 'c')],
# expect:              mask=[(False,  True), (False, False)],
# expect:        fill_value=(999999, 'N/'),
# expect:             dtype=[('n', '<i8'), ('s', '<U2')])
