# no-cross-check: NumPy makes a masked structured array (stack_arrays' default usemask=True), which Weft's recfunctions do not
import numpy as np
import numpy.lib.recfunctions as rfn
a = np.array([(1, 2.0)], dtype=[('a', '<i4'), ('b', '<f8')])
rfn.stack_arrays((a, a))
# expect runtime error: TypeError: Weft's numpy.lib.recfunctions.stack_arrays makes plain arrays only: pass usemask=False
