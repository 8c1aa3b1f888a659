# numpy.lib.recfunctions.append_fields(usemask=False) with data of other lengths than base: NumPy's -1 (fill_value) between data arrays, its default fill values elsewhere
import numpy as np
import numpy.lib.recfunctions as rfn
a = np.array([(1, 2.0), (3, 4.0)], dtype=[('a', '<i4'), ('b', '<f8')])
print(rfn.append_fields(a, 'z', [7, 8, 9], usemask=False))
print(rfn.append_fields(a, ['z', 's'], [[7], ['x', 'y', 'w']], usemask=False))
print(rfn.append_fields(a, 'z', [True], usemask=False))
print(rfn.append_fields(a, 'z', [7, 8, 9], usemask=False, fill_value=0))
print(rfn.append_fields(a, 'z', np.array([1.5]), dtypes='f4', usemask=False).dtype)

# expect: [(     1, 2.e+00, 7) (     3, 4.e+00, 8) (999999, 1.e+20, 9)]
# expect: [(     1, 2.e+00,  7, 'x') (     3, 4.e+00, -1, 'y')
# expect:  (999999, 1.e+20, -1, 'w')]
# expect: [(1, 2.,  True) (3, 4.,  True)]
# expect: [(     1, 2.e+00, 7) (     3, 4.e+00, 8) (999999, 1.e+20, 9)]
# expect: [('a', '<i4'), ('b', '<f8'), ('z', '<f4')]
