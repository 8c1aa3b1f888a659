# a binary ufunc's at needs b
import numpy as np
np.add.at(np.zeros(3), [0])

# expect runtime error: ValueError: second operand needed for ufunc
