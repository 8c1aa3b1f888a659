# np.row_stack is np.vstack itself in NumPy 1.24 (np.column_stack is its own function).
import numpy as np
print(np.row_stack is np.vstack, np.column_stack is np.hstack)
print(np.row_stack(([1, 2], [3, 4])))

# expect: True False
# expect: [[1 2]
# expect:  [3 4]]
