# A 0-d integer array works wherever Python wants an index (ndarray.__index__).
import numpy as np

print([1, 2][np.array(1)], hex(np.array(255)), range(np.array(3)), [0] * np.array(2))
print(np.zeros(np.array(3)), np.arange(10)[np.array(4)], np.ones((np.array(2), 2)).shape)
print("%x|%o" % (np.int16(255), np.uint8(8)))

# expect: 2 0xff range(0, 3) [0]
# expect: [0. 0. 0.] 4 (2, 2)
# expect: ff|10
