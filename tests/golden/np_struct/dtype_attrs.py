import numpy as np
dt = np.dtype([('x', 'f8'), ('y', 'i4')])
print(dt.kind, dt.char, dt.str, dt.name, dt.num, dt.isbuiltin)
print(dt.shape, dt.ndim, dt.isalignedstruct, dt.byteorder, dt.alignment)
# expect: V V |V12 void96 20 0
# expect: () 0 False | 1
