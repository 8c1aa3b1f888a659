# matmul's out= must be an array.
import numpy as np

o = np.zeros((2, 2))
print(np.matmul(np.ones((2, 2)), np.ones((2, 2)), out=o) is o, o)
print(np.matmul(np.ones((2, 2)), np.ones((2, 2)), out=np.int8(1)))

# expect: True [[2. 2.]
# expect:  [2. 2.]]
# expect runtime error: TypeError: return arrays must be of ArrayType
