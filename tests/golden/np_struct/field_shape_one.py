# A field shape of plain 1 ('x', float, 1) or '1f8' is no shape in NumPy 1.24, with a
# FutureWarning; (1,) stays a one-element subarray.
import numpy as np
print(np.dtype([('x', float, 1), ('y', 'i4', (1,))]))
print(np.dtype('1f8, i4'))
Z = np.zeros(2, [('position', [('x', float, 1), ('y', float, 1)]), ('color', [('r', float, 1), ('g', float, 1)])])
print(Z)
# expect stderr: field_shape_one.py:4: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.

# expect: [('x', '<f8'), ('y', '<i4', (1,))]
# expect: [('f0', '<f8'), ('f1', '<i4')]
# expect: [((0., 0.), (0., 0.)) ((0., 0.), (0., 0.))]
