# Elements without an order between them: NumPy's first failing comparison.
import numpy as np
np.sort(np.array([1, 'a', 2, 'b', 3], dtype=object))

# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'
