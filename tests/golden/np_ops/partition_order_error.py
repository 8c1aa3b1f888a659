# order= needs a structured array.
import numpy as np

np.argpartition(np.arange(5), 1, order='x')

# expect runtime error: ValueError: Cannot specify order when the array has no fields.
