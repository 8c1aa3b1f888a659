# Integer arrays right-align to the widest element; non-default dtypes show in repr.
import numpy as np
print(np.array([-1, 2, -300]))
print(repr(np.array([-1, 2], dtype=np.int32)))
print(repr(np.array([1, 2, 255], dtype=np.uint8)))
print(repr(np.array([-128, 127], dtype=np.int8)))
print(repr(np.array([1, 20, 300], dtype=np.int16)))
print(np.arange(12))

# expect: [  -1    2 -300]
# expect: array([-1,  2], dtype=int32)
# expect: array([  1,   2, 255], dtype=uint8)
# expect: array([-128,  127], dtype=int8)
# expect: array([  1,  20, 300], dtype=int16)
# expect: [ 0  1  2  3  4  5  6  7  8  9 10 11]
