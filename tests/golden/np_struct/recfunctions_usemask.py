# append_fields' default usemask=True gives a masked structured array; shorter data is masked where padded.
import numpy as np
import numpy.lib.recfunctions as rfn
a = np.array([(1, 2.0)], dtype=[('a', '<i4'), ('b', '<f8')])
print(repr(rfn.append_fields(a, 'c', [3])))
base = np.array([(1,), (2,), (3,)], dtype=[('x', 'i4')])
r = rfn.append_fields(base, ['y', 'z'], [[5.0, 6.0], [7, 8, 9]])
print(r)
print(r.mask)
print(r['y'], r['z'])
# expect: masked_array(data=[(1, 2.0, 3)],
# expect:              mask=[(False, False, False)],
# expect:        fill_value=(999999, 1.e+20, 999999),
# expect:             dtype=[('a', '<i4'), ('b', '<f8'), ('c', '<i8')])
# expect: [(1, 5.0, 7) (2, 6.0, 8) (3, --, 9)]
# expect: [(False, False, False) (False, False, False) (False,  True, False)]
# expect: [5.0 6.0 --] [7 8 9]
