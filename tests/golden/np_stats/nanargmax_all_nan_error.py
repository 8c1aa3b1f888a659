import numpy as np
np.nanargmax([np.nan, np.nan])
# expect runtime error: ValueError: All-NaN slice encountered
