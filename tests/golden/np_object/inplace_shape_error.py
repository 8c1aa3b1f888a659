# a += b where b would grow a: NumPy's ValueError.
import numpy as np

q = np.array([1, 2], dtype=object)
q += np.array([[1], [2]])
# expect runtime error: ValueError: non-broadcastable output operand with shape (2,) doesn't match the broadcast shape (2,2)
