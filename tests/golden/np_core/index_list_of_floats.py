# A list of floats is not a valid index (an array of floats has its own message).
import numpy as np

a = np.arange(7)
a[[1.0]]

# expect runtime error: IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices
