# packbits/unpackbits: big or little bit order, along an axis, count=.
import numpy as np
print(np.packbits([1, 0, 1]), np.packbits([1, 1, 0, 0, 0, 0, 0, 0, 1], bitorder='little'))
print(np.packbits(np.array([[1, 0, 1], [0, 1, 1]]), axis=1))
print(np.packbits(np.array([True, False] * 5).reshape(2, 5), axis=0))
I = np.array([0, 1, 2, 3, 15, 16, 32, 64, 128], dtype=np.uint8)
print(np.unpackbits(I[:, np.newaxis], axis=1))
print(np.unpackbits(np.uint8(5)), np.unpackbits(np.array([2], dtype=np.uint8), count=3))
print(np.unpackbits(np.array([2], dtype=np.uint8), bitorder='little'))
np.unpackbits(np.array([2]))

# expect: [160] [3 1]
# expect: [[160]
# expect:  [ 96]]
# expect: [[128  64 128  64 128]]
# expect: [[0 0 0 0 0 0 0 0]
# expect:  [0 0 0 0 0 0 0 1]
# expect:  [0 0 0 0 0 0 1 0]
# expect:  [0 0 0 0 0 0 1 1]
# expect:  [0 0 0 0 1 1 1 1]
# expect:  [0 0 0 1 0 0 0 0]
# expect:  [0 0 1 0 0 0 0 0]
# expect:  [0 1 0 0 0 0 0 0]
# expect:  [1 0 0 0 0 0 0 0]]
# expect: [0 0 0 0 0 1 0 1] [0 0 0]
# expect: [0 1 0 0 0 0 0 0]
# expect runtime error: TypeError: Expected an input array of unsigned byte data type
