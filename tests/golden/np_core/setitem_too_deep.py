# A nested list deeper than the target is an error, an array with leading 1s is not.
import numpy as np

m = np.zeros((2, 2))
m[1, :] = np.array([[3, 4]])
print(m)
m[0] = [[1, 2], [3, 4]]

# expect: [[0. 0.]
# expect:  [3. 4.]]
# expect runtime error: ValueError: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1.
