# Scalar type classes construct with C-cast semantics and print as classes.
import numpy as np

print(np.float32, np.bool_, np.int_, np.double, np.uint8)
print(np.int8(300), np.uint8(-1), np.int32(2.7), np.int16(-2.7))
print(np.float32('1.5'), np.int64('12'), np.float64(), np.int8())
print(np.float32(0.1) == np.float64(0.1), np.float64(np.float32(0.1)))
print(np.bool_(3), np.bool_(0.0))

# expect: <class 'numpy.float32'> <class 'numpy.bool_'> <class 'numpy.int64'> <class 'numpy.float64'> <class 'numpy.uint8'>
# expect: 44 255 2 -2
# expect: 1.5 12 0.0 0
# expect: False 0.10000000149011612
# expect: True False
