# set_printoptions(threshold=...): sys.maxsize and np.inf print everything; a non-number is
# NumPy's "threshold must be numeric", NaN its ValueError.
import sys
import numpy as np
np.set_printoptions(threshold=sys.maxsize)
print(np.arange(1005)[-3:], np.get_printoptions()['threshold'] == sys.maxsize)
np.set_printoptions(threshold=np.inf)
print(np.get_printoptions()['threshold'])
for bad in ('x', [5], np.nan):
    try:
        np.set_printoptions(threshold=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
np.set_printoptions(threshold=np.int64(5))
print(np.arange(10))


# expect: [1002 1003 1004] True
# expect: inf
# expect: TypeError threshold must be numeric
# expect: TypeError threshold must be numeric
# expect: ValueError threshold must be non-NAN, try sys.maxsize for untruncated representation
# expect: [0 1 2 ... 7 8 9]
