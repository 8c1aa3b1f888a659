# Ordering a dtype against a value that is not one: Python's TypeError naming numpy.dtype[int32].
import numpy as np
print(np.dtype('i4') < np.dtype('i8'))
np.dtype('i4') < 5

# expect: True
# expect runtime error: TypeError: '<' not supported between instances of 'numpy.dtype[int32]' and 'int'
