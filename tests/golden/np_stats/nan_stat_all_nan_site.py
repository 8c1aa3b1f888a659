# nanmedian/nanpercentile/nanquantile's All-NaN warning shows at nanfunctions.py's lines (once
# per line), nanmax's at the program's
import numpy as np
print(np.nanmedian(np.array([np.nan])), np.nanmedian(np.array([[np.nan, 1]]), axis=0))
print(np.nanpercentile(np.array([np.nan]), 50), np.nanquantile(np.array([np.nan]), 0.5))
print(np.nanpercentile(np.array([[np.nan, np.nan], [1, 2]]), 50, axis=1))
print(np.nanmax(np.array([np.nan])))

# expect: nan [nan  1.]
# expect: nan nan
# expect: [nan 1.5]
# expect: nan
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/nanfunctions.py:1217: RuntimeWarning: All-NaN slice encountered
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/nanfunctions.py:1556: RuntimeWarning: All-NaN slice encountered
# expect stderr: /usr/lib/python3/dist-packages/numpy/lib/nanfunctions.py:1577: RuntimeWarning: All-NaN slice encountered
# expect stderr: nan_stat_all_nan_site.py:7: RuntimeWarning: All-NaN slice encountered
