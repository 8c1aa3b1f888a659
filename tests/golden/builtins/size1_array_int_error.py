# int() of an array with more than one element.
import numpy as np
print(int(np.array([3])))
print(int(np.array([1, 2])))

# expect: 3
# expect runtime error: TypeError: only size-1 arrays can be converted to Python scalars
