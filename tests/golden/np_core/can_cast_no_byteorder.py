# np.can_cast with casting='no' refuses a change of byte order; 'equiv' allows it
import numpy as np
print(np.can_cast('<i4', '>i4', 'no'), np.can_cast('<i4', '>i4', 'equiv'), np.can_cast('>i4', '>i4', 'no'))
print(np.can_cast(np.dtype('>f8'), np.float64, 'no'), np.can_cast(np.array([1], dtype='>i2'), '>i2', 'no'))
print(np.can_cast('>u1', '<u1', 'no'), np.can_cast(np.int32, np.dtype('>i4').newbyteorder(), 'no'))

# expect: False True True
# expect: False True
# expect: True True
