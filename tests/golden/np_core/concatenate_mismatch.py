# Concatenation needs equal sizes off the axis.
import numpy as np

np.concatenate([np.zeros((2, 2)), np.zeros((3, 3))])

# expect runtime error: ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3
