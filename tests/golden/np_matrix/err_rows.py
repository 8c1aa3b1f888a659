# rows: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.matrix('1 2; 3'))

# expect: before
# expect runtime error: ValueError: Rows not the same size.
