# ufunc.at wants an array to write into
import numpy as np
np.add.at([1, 2], [0], 1)

# expect runtime error: TypeError: first operand must be array
