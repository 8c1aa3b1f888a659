# stack needs at least one array.
import numpy as np

print(np.stack([np.zeros(2)]).shape)
np.stack([])

# expect: (1, 2)
# expect runtime error: ValueError: need at least one array to stack
