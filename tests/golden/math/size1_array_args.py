# math functions and %-formatting accept size-1 arrays (ndarray.__float__).
import numpy as np
import math
print("%.2f" % np.array([1.5]), math.sqrt(np.array([[4.0]])), math.floor(np.float32(2.7)))
print(math.sqrt(np.array([1.0, 2.0])))

# expect: 1.50 2.0 2
# expect runtime error: TypeError: only size-1 arrays can be converted to Python scalars
