# A mask of the wrong length is an IndexError.
import numpy as np

a = np.arange(5)
print(a[np.array([True, False])])

# expect runtime error: IndexError: boolean index did not match indexed array along dimension 0; dimension is 5 but corresponding boolean dimension is 2
