# reduce of an empty array by a frompyfunc ufunc without identity is NumPy's ValueError.
import numpy as np
np.frompyfunc(lambda a, b: a + b, 2, 1).reduce([])

# expect runtime error: ValueError: zero-size array to reduction operation <lambda> (vectorized) which has no identity
