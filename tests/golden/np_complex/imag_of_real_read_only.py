import numpy as np
a = np.zeros(2)
b = a.imag
b[0] = 1
# expect runtime error: ValueError: assignment destination is read-only
