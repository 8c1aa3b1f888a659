# stack_arrays' default usemask=True: a field absent from an input is masked in that input's rows.
import numpy as np
import numpy.lib.recfunctions as rfn
a = np.array([(1, 2.0)], dtype=[('a', '<i4'), ('b', '<f8')])
print(repr(rfn.stack_arrays((a, a))))
z = np.array([(3,), (4,)], dtype=[('a', '<i4')])
s = rfn.stack_arrays((a, z))
print(repr(s))
print(s.filled())
m = rfn.merge_arrays((np.array([1, 2, 3]), np.array([10., 20.])), usemask=True)
print(repr(m))
print(m[2], m[0], m.tolist())
# expect: masked_array(data=[(1, 2.0), (1, 2.0)],
# expect:              mask=[(False, False), (False, False)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: masked_array(data=[(1, 2.0), (3, --), (4, --)],
# expect:              mask=[(False, False), (False,  True), (False,  True)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('a', '<i4'), ('b', '<f8')])
# expect: [(1, 2.e+00) (3, 1.e+20) (4, 1.e+20)]
# expect: masked_array(data=[(1, 10.0), (2, 20.0), (3, --)],
# expect:              mask=[(False, False), (False, False), (False,  True)],
# expect:        fill_value=(999999, 1.e+20),
# expect:             dtype=[('f0', '<i8'), ('f1', '<f8')])
# expect: (3, --) (1, 10.0) [(1, 10.0), (2, 20.0), (3, None)]
