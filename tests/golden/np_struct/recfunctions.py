# numpy.lib.recfunctions: structured_to_unstructured, unstructured_to_structured, append_fields (usemask=False), drop_fields, rename_fields, get_names.
import numpy as np
import numpy.lib.recfunctions as rfn
from numpy.lib import recfunctions
a = np.array([(1, 2.0, 5), (3, 4.0, 6)], dtype=[('a', '<i4'), ('b', '<f8'), ('c', 'i2')])
print(rfn.structured_to_unstructured(a), rfn.structured_to_unstructured(a, dtype=np.int16))
print(rfn.structured_to_unstructured(a[['a', 'c']]) if False else rfn.structured_to_unstructured(np.zeros(2, dtype='i2,i2')))
u = rfn.unstructured_to_structured(np.arange(6.0).reshape(3, 2))
print(u, u.dtype)
print(rfn.unstructured_to_structured(np.arange(4).reshape(2, 2), names=['x', 'y']))
print(rfn.unstructured_to_structured(np.arange(4).reshape(2, 2), np.dtype([('p', 'f4'), ('q', 'i8')])))
e = rfn.append_fields(a, ['d', 'e'], [[9, 8], [0.5, 1.5]], usemask=False)
print(e, e.dtype)
print(rfn.append_fields(a, 'z', np.array([1, 2]), dtypes='u1', usemask=False).dtype)
r = rfn.append_fields(a, 'z', [7, 7], usemask=False, asrecarray=True)
print(type(r).__name__, r.z)
print(rfn.drop_fields(a, 'a'), rfn.drop_fields(a, ['a', 'c']).dtype, rfn.drop_fields(a, ['a', 'b', 'c']))
print(rfn.rename_fields(a, {'a': 'alpha', 'c': 'gamma'}))
print(rfn.rename_fields(a, {'a': 'alpha'}).dtype, rfn.get_names(a.dtype), recfunctions.get_names(np.dtype('i4,f8')))

# expect: [[1. 2. 5.]
# expect:  [3. 4. 6.]] [[1 2 5]
# expect:  [3 4 6]]
# expect: [[0 0]
# expect:  [0 0]]
# expect: [(0., 1.) (2., 3.) (4., 5.)] [('f0', '<f8'), ('f1', '<f8')]
# expect: [(0, 1) (2, 3)]
# expect: [(0., 1) (2., 3)]
# expect: [(1, 2., 5, 9, 0.5) (3, 4., 6, 8, 1.5)] [('a', '<i4'), ('b', '<f8'), ('c', '<i2'), ('d', '<i8'), ('e', '<f8')]
# expect: [('a', '<i4'), ('b', '<f8'), ('c', '<i2'), ('z', 'u1')]
# expect: recarray [7 7]
# expect: [(2., 5) (4., 6)] [('b', '<f8')] [() ()]
# expect: [(1, 2., 5) (3, 4., 6)]
# expect: [('alpha', '<i4'), ('b', '<f8'), ('c', '<i2')] ('a', 'b', 'c') ('f0', 'f1')
