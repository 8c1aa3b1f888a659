# 'fro' is not a vector norm
import numpy as np
np.linalg.norm(np.ones(3), 'fro')

# expect runtime error: ValueError: Invalid norm order 'fro' for vectors
