# Any other array used as a Python index gives NumPy's __index__ message.
import numpy as np

print([1, 2][np.array(0)])
print([1, 2][np.arange(2)])

# expect: 1
# expect runtime error: TypeError: only integer scalar arrays can be converted to a scalar index
