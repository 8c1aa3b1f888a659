# np.pad's maximum mode with stat_length=0 has no value to pad with.
import numpy as np
print(np.pad([1, 2], 1, mode='maximum', stat_length=0))

# expect runtime error: ValueError: stat_length of 0 yields no value for padding
