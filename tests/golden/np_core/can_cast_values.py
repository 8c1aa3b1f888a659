# np.can_cast of scalars goes by value (min_scalar_type), of arrays by dtype; astype(casting=)
import numpy as np
print(np.can_cast(1.5, np.float32), np.can_cast(1e300, np.float32), np.can_cast(300, np.int8))
print(np.can_cast(100, np.int8), np.can_cast(200, np.int8), np.can_cast(200, np.int16), np.can_cast(-1, np.uint8))
print(np.can_cast(np.float64(1.5), np.float32), np.can_cast(np.array(1.5), np.float32), np.can_cast(np.array([1.5]), np.float32))
print(np.can_cast(True, np.int8), np.can_cast(1.5, np.int64), np.can_cast(1.5, np.float32, 'no'), np.can_cast(np.uint8(5), np.int8))
print(np.min_scalar_type(np.array(1.5)), np.min_scalar_type(np.array(-3)))
print(np.array([1.7, 2.2]).astype(np.int64, casting='unsafe'), np.arange(3).astype(np.float64, casting='safe'))
print(np.arange(3, dtype=np.int16).astype(np.int8, casting='same_kind'))
try:
    np.array([1, 2, 3]).astype(np.float32, casting='safe')
except TypeError as e:
    print(e)
np.array([1.5]).astype(np.int64, casting='equiv')


# expect: True False False
# expect: True False True False
# expect: True True False
# expect: True False False True
# expect: float16 int8
# expect: [1 2] [0. 1. 2.]
# expect: [0 1 2]
# expect: Cannot cast array data from dtype('int64') to dtype('float32') according to the rule 'safe'
# expect runtime error: TypeError: Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'equiv'
