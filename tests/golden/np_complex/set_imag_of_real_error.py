import numpy as np
a = np.zeros(2)
a.imag = 1
# expect runtime error: TypeError: array does not have imaginary part to set
