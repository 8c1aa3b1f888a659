import numpy as np
a = np.array([1.0, np.nan, 3.0, np.nan])
b = np.array([2.0, 2.0, np.nan, np.nan])
print(np.maximum(a, b))
print(np.minimum(a, b))
print(np.fmax(a, b))
print(np.fmin(a, b))
print(np.maximum(np.array([1, 5]), 3))
# expect: [ 2. nan nan nan]
# expect: [ 1. nan nan nan]
# expect: [ 2.  2.  3. nan]
# expect: [ 1.  2.  3. nan]
# expect: [3 5]
