import numpy as np
a = np.array([250, 5], dtype=np.uint8)
print(a + np.array([10, 10], dtype=np.uint8))
print((a + 1).dtype)
print(a - np.array([251, 6], dtype=np.uint8))
print(np.array([100], dtype=np.int8) * np.array([3], dtype=np.int8))
# expect: [ 4 15]
# expect: uint8
# expect: [255 255]
# expect: [44]
