# subtract over several axes: NumPy refuses
import numpy as np
print(np.subtract.reduce(np.arange(4), axis=None))
np.subtract.reduce(np.arange(6).reshape(2, 3), axis=None)

# expect: -6
# expect runtime error: ValueError: reduction operation 'subtract' is not reorderable, so at most one axis may be specified
