# Object arrays follow np.set_printoptions' linewidth and threshold/edgeitems, as NumPy's
# _formatArray does for every dtype; the repr's dtype moves to its own line when it no
# longer fits.
import numpy as np
a = np.array([10**20 + k for k in range(6)], dtype=object)
np.set_printoptions(linewidth=40)
print(a)
print(repr(a))
np.set_printoptions(threshold=4, edgeitems=1, linewidth=75)
print(np.array(list(range(10)), dtype=object))
print(repr(np.array(['ab', None, 3, 'cd', 5.5], dtype=object)))

# expect: [100000000000000000000
# expect:  100000000000000000001
# expect:  100000000000000000002
# expect:  100000000000000000003
# expect:  100000000000000000004
# expect:  100000000000000000005]
# expect: array([100000000000000000000,
# expect:        100000000000000000001,
# expect:        100000000000000000002,
# expect:        100000000000000000003,
# expect:        100000000000000000004,
# expect:        100000000000000000005],
# expect:       dtype=object)
# expect: [0 ... 9]
# expect: array(['ab', ..., 5.5], dtype=object)
