# a singular matrix: LinAlgError as NumPy raises it
import numpy as np
try:
    np.linalg.inv([[1.0, 2.0], [2.0, 4.0]])
except np.linalg.LinAlgError as e:
    print("caught", e, isinstance(e, ValueError))
np.linalg.solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0])

# expect: caught Singular matrix False
# expect runtime error: numpy.linalg.LinAlgError: Singular matrix
