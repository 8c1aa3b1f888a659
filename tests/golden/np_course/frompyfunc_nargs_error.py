# A frompyfunc ufunc called with the wrong number of inputs: NumPy's positional-count error.
import numpy as np
f = np.frompyfunc(lambda x, y: x + y, 2, 1)
print(f(1, 2))
f(1)

# expect: 3
# expect runtime error: TypeError: <lambda> (vectorized)() takes from 2 to 3 positional arguments but 1 were given
