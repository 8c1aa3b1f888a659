# the warnings of mean/var/std of empty slices show where NumPy raises them: a method at the
# program line, np.mean/np.var at fromnumeric.py, std at _std, divisions in _methods.py, each
# line once under the default filters (np.median reuses np.mean's, already shown)
import numpy as np
e = np.empty((0, 2))
print(e.mean(axis=0))
print(np.mean(e, axis=0))
print(e.mean())
print(np.mean(e))
print(e.std(axis=0))
print(np.std(e, axis=0))
print(e.var())
print(np.var(e))
print(np.average(e, axis=0))
print(np.median(e, axis=0))
print(np.nanmean(e, axis=0))

# expect: [nan nan]
# expect: [nan nan]
# expect: nan
# expect: nan
# expect: [nan nan]
# expect: [nan nan]
# expect: nan
# expect: nan
# expect: [nan nan]
# expect: [nan nan]
# expect: [nan nan]
# expect stderr: empty_mean_warning_sites.py:6: RuntimeWarning: Mean of empty slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:184: RuntimeWarning: invalid value encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3464: RuntimeWarning: Mean of empty slice.
# expect stderr: empty_mean_warning_sites.py:8: RuntimeWarning: Mean of empty slice.
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:192: RuntimeWarning: invalid value encountered in scalar divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:269: RuntimeWarning: Degrees of freedom <= 0 for slice
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:226: RuntimeWarning: invalid value encountered in divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:258: RuntimeWarning: invalid value encountered in divide
# expect stderr: empty_mean_warning_sites.py:12: RuntimeWarning: Degrees of freedom <= 0 for slice
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/_methods.py:261: RuntimeWarning: invalid value encountered in scalar divide
# expect stderr: /usr/lib/python3/dist-packages/numpy/core/fromnumeric.py:3747: RuntimeWarning: Degrees of freedom <= 0 for slice
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/function_base.py:518: RuntimeWarning: Mean of empty slice.
# expect stderr: empty_mean_warning_sites.py:16: RuntimeWarning: Mean of empty slice
