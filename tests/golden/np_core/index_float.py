# Floats are not valid indices.
import numpy as np

a = np.arange(5)
print(a[1.5])

# expect runtime error: IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices
