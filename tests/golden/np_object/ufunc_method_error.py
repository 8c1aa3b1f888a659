# A ufunc without an operator (np.sqrt) looks for a method of the element's: NumPy's TypeError.
import numpy as np

np.sqrt(np.array([4, 9], dtype=object))
# expect runtime error: TypeError: loop of ufunc does not support argument 0 of type int which has no callable sqrt method
