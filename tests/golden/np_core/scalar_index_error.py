# NumPy scalars cannot be indexed.
import numpy as np

x = np.float64(1.5)
print(x[()])
print(x[0])

# expect: 1.5
# expect runtime error: IndexError: invalid index to scalar variable.
