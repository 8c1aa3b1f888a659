# no-cross-check: NumPy's mvoid.filled() gives the record with fill values; Weft fills whole masked structured arrays only (docs/language.md)
import numpy as np
x = np.ma.array([(1, 2.0)], mask=[(0, 1)], dtype=[('a', 'i4'), ('b', 'f8')])
print(x.filled())
x[0].filled()
# expect: [(1, 1.e+20)]
# expect runtime error: TypeError: mvoid.filled() is not supported in Weft
