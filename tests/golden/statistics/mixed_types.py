# float and numpy.float32 do not mix (CPython's _coerce).
import numpy as np
import statistics
statistics.mean([1.0, np.float32(2)])

# expect runtime error: TypeError: don't know how to coerce float and float32
