import numpy as np
np.dtype([('x',)])
# expect runtime error: TypeError: Field elements must be 2- or 3-tuples, got '('x',)'
