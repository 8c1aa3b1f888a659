import numpy as np
np.array(['ok', '\u00e9t\u00e9'], dtype='S5')
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
