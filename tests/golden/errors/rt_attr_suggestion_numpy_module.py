# A misspelt numpy function.
import numpy as np
print(np.arang(3))

# expect runtime error: AttributeError: module 'numpy' has no attribute 'arang'. Did you mean: 'arange'?
