# NumPy scalars answer the array methods (round, sum, reshape, ...).
import numpy as np
x = np.float64(2.567)
print(x.round(2), np.float32(1.5).sum(), x.strides, np.int64(5).max(), x.reshape(1), x.T, np.int32(3).astype(np.float32))
print(type(x.round(2)), x.real, np.float32(2).size)

# expect: 2.57 1.5 () 5 [2.567] 2.567 3.0
# expect: <class 'numpy.float64'> 2.567 1
