# numpy.lib.stride_tricks' broadcast helpers are numpy's own function objects.
import numpy as np
from numpy.lib.stride_tricks import broadcast_to

print(np.lib.stride_tricks.broadcast_to is np.broadcast_to)
print(np.lib.stride_tricks.broadcast_arrays is np.broadcast_arrays)
print(np.lib.stride_tricks.broadcast_shapes is np.broadcast_shapes)
print(broadcast_to is np.broadcast_to)
print(broadcast_to(np.arange(3), (2, 3)))

# expect: True
# expect: True
# expect: True
# expect: True
# expect: [[0 1 2]
# expect:  [0 1 2]]
