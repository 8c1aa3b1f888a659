# np.savetxt's messages for a 3-D array and a fmt of the wrong number of formats.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_savetxt_errors_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "c.txt")
    for x, kw in [(np.ones((2, 2, 2)), {}), (np.ones((2, 2)), {"fmt": "%d %d %d"}), (np.ones((2, 2)), {"fmt": ["%d"]})]:
        try:
            np.savetxt(p, x, **kw)
        except Exception as e:
            print(type(e).__name__, e)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: ValueError Expected 1D or 2D array, got 3D array instead
# expect: ValueError fmt has wrong number of % formats:  %d %d %d
# expect: AttributeError fmt has wrong shape.  ['%d']
