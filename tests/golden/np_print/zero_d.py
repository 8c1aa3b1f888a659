# 0-d arrays: str is the scalar's str, repr uses the array formatter (8 digits).
import numpy as np
print(np.array(1.5), repr(np.array(1.5)))
print(np.array(5), repr(np.array(5)))
print(repr(np.array(1.5, dtype=np.float32)))
print(np.array(1.0 / 3.0), repr(np.array(1.0 / 3.0)))
print(repr(np.array(7, dtype=np.uint8)))

# expect: 1.5 array(1.5)
# expect: 5 array(5)
# expect: array(1.5, dtype=float32)
# expect: 0.3333333333333333 array(0.33333333)
# expect: array(7, dtype=uint8)
