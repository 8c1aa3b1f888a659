import numpy as np
print(np.dtype([('x', float), ('y', int), ('z', bool), ('c', complex), ('u', np.uint16), ('b', np.int8)]))
# expect: [('x', '<f8'), ('y', '<i8'), ('z', '?'), ('c', '<c16'), ('u', '<u2'), ('b', 'i1')]
