import numpy as np
np.timedelta64(1, 'D') + np.timedelta64(1, 'M')
# expect runtime error: TypeError: Cannot get a common metadata divisor for Numpy datetime metadata [D] and [M] because they have incompatible nonlinear base time units.
