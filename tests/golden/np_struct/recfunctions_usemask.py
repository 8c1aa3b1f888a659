# no-cross-check: NumPy makes a masked structured array, which Weft's recfunctions do not
import numpy as np
import numpy.lib.recfunctions as rfn
a = np.array([(1, 2.0)], dtype=[('a', '<i4'), ('b', '<f8')])
rfn.append_fields(a, 'c', [3])
# expect runtime error: TypeError: Weft's numpy.lib.recfunctions.append_fields makes plain arrays only: pass usemask=False
