# round of float32 scalars: each step lands in float32 as NumPy's PyArray_Round writes it (2.675 -> 2.68).
import numpy as np
print(np.round(np.float32(2.675), 2), np.float32(2.675).round(2), np.round(np.array([2.675, 1.005, 0.125], dtype=np.float32), 2), round(np.float32(2.675), 2), np.around(np.float32(0.125), 2))
print(np.round(np.float64(2.675), 2), np.round(1234.5678, -2), np.round(1234, -2), np.round(np.array([1234, 1250, -1350]), -2), np.round(np.float32(1234.5678), -1), np.round(np.float32(1.23456789), 5))
print(type(np.round(np.float32(2.5), 1)), np.round(np.array([[0.333333, 0.666666]], dtype=np.float32), 3), np.float32(0.1).round(3))

# expect: 2.68 2.68 [2.68 1.   0.12] 2.68 0.12
# expect: 2.68 1200.0 1200 [ 1200  1200 -1400] 1230.0 1.23457
# expect: <class 'numpy.float32'> [[0.333 0.667]] 0.1
