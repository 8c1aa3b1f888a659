# a.dtype = t reinterprets the array's own bytes in place (the last axis grows or shrinks).
import numpy as np
x = np.array([1, 2, 3, 4], dtype=np.uint8)
x.dtype = "<i2"
print(x, x.shape, x.dtype, x.size)
y = x.view("<i4")
x[1] = 5
print(y)
z = np.zeros((2, 4), np.float32)
z.dtype = np.int32
print(z.dtype, z.shape)
z.dtype = np.int64
print(z.shape, z)

# expect: [ 513 1027] (2,) int16 2
# expect: [328193]
# expect: int32 (2, 4)
# expect: (2, 2) [[0 0]
# expect:  [0 0]]
