# np.pad's computed modes cannot extend an empty axis.
import numpy as np
print(np.pad(np.zeros((0, 2)), 1, mode='mean'))

# expect runtime error: ValueError: can't extend empty axis 0 using modes other than 'constant' or 'empty'
