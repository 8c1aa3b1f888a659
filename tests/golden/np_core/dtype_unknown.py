# An unknown dtype name is a TypeError.
import numpy as np

print(np.dtype('float32'))
np.zeros(3, dtype='floaty')

# expect: float32
# expect runtime error: TypeError: data type 'floaty' not understood
