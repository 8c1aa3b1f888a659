import numpy as np
np.array(['caf\u00e9']).astype('S')
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 3: ordinal not in range(128)
