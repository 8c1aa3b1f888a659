import numpy as np
np.seterr(divide='bogus')
# expect runtime error: KeyError: 'bogus'
