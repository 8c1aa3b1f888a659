# kth may be at most one-dimensional.
import numpy as np

np.argpartition(np.arange(5), [[1, 2]])

# expect runtime error: ValueError: object too deep for desired array
