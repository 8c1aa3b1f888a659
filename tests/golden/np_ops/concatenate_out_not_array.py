# concatenate's out= must be an array.
import numpy as np

print(np.concatenate([[1], [2]], out=[0, 0]))

# expect runtime error: TypeError: 'out' must be an array
