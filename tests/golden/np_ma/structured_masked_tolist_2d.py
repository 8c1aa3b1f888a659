# no-cross-check: NumPy's tolist of a 2-D masked structured array nests lists of tuples; Weft's gives 1-D ones only (docs/language.md)
import numpy as np
x = np.ma.array(np.zeros((2, 2), dtype=[('a', 'i4')]))
print(np.ma.array(np.zeros(2, dtype=[('a', 'i4')]), mask=[1, 0]).tolist())
x.tolist()
# expect: [(None,), (0,)]
# expect runtime error: TypeError: tolist() of a masked structured array of 2 dimensions is not supported in Weft
