import numpy as np
np.seterr(foo='ignore')
# expect runtime error: TypeError: seterr() got an unexpected keyword argument 'foo'
