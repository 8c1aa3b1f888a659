# the print formatter's 'longfloat' key, and masked long double arrays
import numpy as np
a = np.array([1, 2], dtype='g') / 3
np.set_printoptions(formatter={'float': lambda v: 'F'})
print(a, np.array([1.5]))
np.set_printoptions(formatter={'longfloat': lambda v: 'L%s' % type(v).__name__})
print(a, np.array([1.5]))
np.set_printoptions(formatter={'float_kind': lambda v: 'K'})
print(a, np.array([1.5]))
np.set_printoptions(formatter=None)
m = np.ma.masked_array(a, mask=[False, True])
print(m, repr(m), m.sum(), m.mean())
# expect: [0.33333333 0.66666667] [F]
# expect: [Lfloat128 Lfloat128] [1.5]
# expect: [K K] [K]
# expect: [0.33333333333333333334 --] masked_array(data=[0.33333333333333333334, --],
# expect:              mask=[False,  True],
# expect:        fill_value=1e+20,
# expect:             dtype=float128) 0.33333333333333333334 0.33333333333333333334
