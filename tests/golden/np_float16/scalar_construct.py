import numpy as np
print(np.float16('1.5'), np.float16(True), np.float16(np.int8(5)), np.float16(np.float32(0.1)), np.float16())
print(np.float16([1, 2.5]), np.float16(70000))
# expect: 1.5 1.0 5.0 0.1 0.0
# expect: [1.  2.5] inf
