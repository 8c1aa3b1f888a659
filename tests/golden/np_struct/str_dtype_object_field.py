# A dtype('<U3') / dtype('S2') object works wherever the text 'U3' / 'S2' does: as a field's
# format (np.rec.fromarrays takes the arrays' dtypes), in np.array and np.zeros.
import numpy as np
print(np.dtype([('a', np.dtype('U3')), ('b', 'i4')]), np.dtype([('s', np.dtype('S2'))]))
r = np.rec.fromarrays([np.array([1, 2, 3]), np.array(['x', 'y', 'z'])], names='id,tag')
print(r, r.tag, r.dtype)
print(np.array(['ab', 'c'], dtype=np.dtype('U3')).dtype, np.zeros(2, dtype=np.dtype('S2')))

# expect: [('a', '<U3'), ('b', '<i4')] [('s', 'S2')]
# expect: [(1, 'x') (2, 'y') (3, 'z')] ['x' 'y' 'z'] (numpy.record, [('id', '<i8'), ('tag', '<U1')])
# expect: <U3 [b'' b'']
