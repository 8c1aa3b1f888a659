import numpy as np
np.array(['a', 'b'])[np.array([True])]
# expect runtime error: IndexError: boolean index did not match indexed array along dimension 0; dimension is 2 but corresponding boolean dimension is 1
