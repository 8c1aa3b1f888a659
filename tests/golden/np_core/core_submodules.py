import numpy as np
import numpy.core.numeric as nc
from numpy.core.multiarray import array
from numpy.core.fromnumeric import sum as fsum
# np.core and its submodules as course code reaches them
print(np.core.numeric.isclose(1.0, 1.0 + 1e-9), nc.zeros(2), array([1, 2]) * 2, fsum([1, 2, 3]))
print(np.core.umath.add(1, 2), np.core.records.fromarrays([[1, 2], [3.5, 4]], names='a,b').b)
print(np.core.defchararray.upper(np.array(['ab'])), np.core.float64 is np.float64)
# expect: True [0. 0.] [2 4] 6
# expect: 3 [3.5 4. ]
# expect: ['AB'] True
