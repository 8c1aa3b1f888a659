import numpy as np
np.dtype('datetime64[zz]')
# expect runtime error: TypeError: Invalid datetime unit in metadata string "[zz]"
