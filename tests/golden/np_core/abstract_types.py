# Abstract scalar classes, issubdtype, isscalar and can_cast.
import numpy as np
print(np.floating, np.integer, np.number, np.generic, np.signedinteger, np.unsignedinteger, np.inexact)
print(isinstance(np.float32(1), np.floating), isinstance(1.0, np.floating), isinstance(np.int8(1), np.integer), isinstance(np.bool_(1), np.number), isinstance(np.bool_(1), np.generic))
print(np.issubdtype(np.float32, np.floating), np.issubdtype(np.arange(3).dtype, np.integer), np.issubdtype(np.bool_, np.integer), np.issubdtype(float, np.floating), np.issubdtype(np.float64, float), np.issubdtype(np.float32, float), np.issubdtype('i4', np.signedinteger), np.issubdtype(np.uint8, np.signedinteger), np.issubdtype(np.int64, np.int64), np.issubdtype(np.int32, np.number))
print(np.isscalar(3), np.isscalar(np.float32(1)), np.isscalar(np.array(3)), np.isscalar([1]), np.isscalar('a'), np.isscalar(None))
print(np.can_cast(np.int32, np.int64), np.can_cast(np.float64, np.float32), np.can_cast(np.int64, np.float64), np.can_cast(np.uint8, np.int8), np.can_cast(np.int8, np.uint64), np.can_cast(np.float32, np.int32, casting='unsafe'), np.can_cast(np.float64, np.float32, 'same_kind'), np.can_cast(np.int64, np.float32, 'same_kind'))

# expect: <class 'numpy.floating'> <class 'numpy.integer'> <class 'numpy.number'> <class 'numpy.generic'> <class 'numpy.signedinteger'> <class 'numpy.unsignedinteger'> <class 'numpy.inexact'>
# expect: True False True False True
# expect: True True False True True False True False True True
# expect: True True False False True False
# expect: True False True False False True True True
