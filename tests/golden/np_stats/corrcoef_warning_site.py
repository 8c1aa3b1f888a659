# corrcoef/cov warn at the lines of numpy/lib/function_base.py that divide (through that
# module's registry, so a second call stays quiet); nanstd's ddof warning at its nanvar call
import numpy as np
print(np.corrcoef([1, 1, 1], [1, 2, 3]))
print(np.corrcoef([2, 2, 2], [1, 2, 3]))
print(np.corrcoef([1, 1, 1]), np.cov([1.0]))
print(np.nanstd(np.array([[np.nan], [1]]), axis=1))
print(np.linalg.norm(np.array([0., 1]), -1))

# expect: [[nan nan]
# expect:  [nan  1.]]
# expect: [[nan nan]
# expect:  [nan  1.]]
# expect: nan nan
# expect: [nan  0.]
# expect: 0.0
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:2854: RuntimeWarning: invalid value encountered in divide
# expect stderr:   c /= stddev[:, None]
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:2855: RuntimeWarning: invalid value encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:2852: RuntimeWarning: invalid value encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:2705: RuntimeWarning: divide by zero encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:2705: RuntimeWarning: invalid value encountered in multiply
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/nanfunctions.py:1872: RuntimeWarning: Degrees of freedom <= 0 for slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/linalg/linalg.py:2549: RuntimeWarning: divide by zero encountered in reciprocal
