# np.ma.compress_rows of a 1-D masked array: NumPy's NotImplementedError
import numpy as np

print(np.ma.compress_cols(np.ma.array([[1, 2]], mask=[[0, 1]])))
np.ma.compress_rows(np.ma.array([1, 2], mask=[0, 1]))

# expect: [[1]]
# expect runtime error: NotImplementedError: compress_rows works for 2D arrays only.
