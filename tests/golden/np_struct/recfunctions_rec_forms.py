# numpy.lib.recfunctions' rec_ forms: rec_append_fields, rec_drop_fields and rec_join give
# record arrays (asrecarray=True, usemask=False).
import numpy as np
from numpy.lib import recfunctions as rfn

a = np.array([(1, 2.0), (2, 3.0)], dtype=[('x', int), ('y', float)])
r = rfn.rec_append_fields(a, 'w', [5, 6])
print(repr(r), type(r), r.w)
print(repr(rfn.rec_append_fields(a, ['w', 'v'], [[5, 6], [1.5, 2.5]], dtypes=['i4', 'f4'])))
print(repr(rfn.rec_drop_fields(a, 'y')), rfn.rec_drop_fields(a, ['x']).y)
b = np.array([(1, 7), (3, 9)], dtype=[('x', int), ('z', int)])
j = rfn.rec_join('x', a, b)
print(repr(j), j.z)
print(repr(rfn.append_fields(a, 'w', [5, 6], usemask=False, asrecarray=True)))
# expect: rec.array([(1, 2., 5), (2, 3., 6)],
# expect:           dtype=[('x', '<i8'), ('y', '<f8'), ('w', '<i8')]) <class 'numpy.recarray'> [5 6]
# expect: rec.array([(1, 2., 5, 1.5), (2, 3., 6, 2.5)],
# expect:           dtype=[('x', '<i8'), ('y', '<f8'), ('w', '<i4'), ('v', '<f4')])
# expect: rec.array([(1,), (2,)],
# expect:           dtype=[('x', '<i8')]) [2. 3.]
# expect: rec.array([(1, 2., 7)],
# expect:           dtype=[('x', '<i8'), ('y', '<f8'), ('z', '<i8')]) [7]
# expect: rec.array([(1, 2., 5), (2, 3., 6)],
# expect:           dtype=[('x', '<i8'), ('y', '<f8'), ('w', '<i8')])
