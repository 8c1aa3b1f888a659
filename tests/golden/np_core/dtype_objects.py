# dtype objects: repr, str, attributes and equality with names, classes and Python types.
import numpy as np

d = np.dtype('f4')
print(repr(d), d, d.name, d.itemsize, d.kind, d.char)
print(np.dtype(int), np.dtype(float), np.dtype(bool), np.dtype('u1'), np.dtype('i2'))
print(d == 'float32', d == np.float32, d == np.float64, d == 'foo')
print(np.dtype('i8') == int, np.dtype('f8') == float, np.dtype('int8') == np.dtype('uint8'))
print(np.dtype('uint64').kind, np.dtype('bool').kind, np.dtype('bool').char, np.dtype('int64').char)
print(np.dtype(np.int16).type)

# expect: dtype('float32') float32 float32 4 f f
# expect: int64 float64 bool uint8 int16
# expect: True True False False
# expect: True True False
# expect: u b ? l
# expect: <class 'numpy.int16'>
