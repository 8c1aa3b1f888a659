# Integer casts wrap around like C.
import numpy as np

a = np.array([300, -1, 255, 128])
print(a.astype(np.uint8), a.astype(np.int8), a.astype(np.uint16))
print(np.array([2**40 + 5]).astype(np.int32), np.array([-1]).astype(np.uint32))
print(np.array([2**53 + 1]).astype(np.float64), np.array([16777217]).astype(np.float32))

# expect: [ 44 255 255 128] [  44   -1   -1 -128] [  300 65535   255   128]
# expect: [5] [4294967295]
# expect: [9.00719925e+15] [16777216.]
