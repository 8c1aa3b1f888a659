import numpy as np
print(np.can_cast(np.float16, np.float32), np.can_cast(np.float32, np.float16), np.can_cast(np.int8, np.float16), np.can_cast(np.int16, np.float16), np.can_cast(np.uint8, 'e'))
print(np.can_cast(np.float64, np.float16, 'same_kind'), np.can_cast(np.int64, np.float16, 'same_kind'))
print(np.issubdtype(np.float16, np.floating), isinstance(np.float16(1), np.floating), isinstance(np.float16(1), np.float32))
# expect: True False True False True
# expect: True True
# expect: True True False
