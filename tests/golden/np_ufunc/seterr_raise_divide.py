# 'raise' turns the warning into FloatingPointError, NumPy scalars naming "scalar divide"
import numpy as np
np.seterr(divide='raise')
try:
    np.float64(1.0) / 0
except FloatingPointError as e:
    print(e)
print(np.array([1.0]) / 2)
np.array([1, 2]) // 0
# expect: divide by zero encountered in scalar divide
# expect: [0.5]
# expect runtime error: FloatingPointError: divide by zero encountered in floor_divide
