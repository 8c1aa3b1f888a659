import numpy as np
len(np.array('x'))
# expect runtime error: TypeError: len() of unsized object
