# eigvals refuses NaN
import numpy as np
np.linalg.eigvals(np.array([[1.0, np.nan], [0.0, 1.0]]))

# expect runtime error: numpy.linalg.LinAlgError: Array must not contain infs or NaNs
