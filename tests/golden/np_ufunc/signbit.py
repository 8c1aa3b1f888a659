# np.signbit: set for -0.0 and negative numbers, never for unsigned ints or bools.
import numpy as np
print(np.signbit([-0.0, 0.0, 1.0, -2.0, -np.inf]))
print(np.signbit(np.array([-1, 2])), np.signbit(np.uint8(3)), np.signbit(True))
print(np.signbit(np.float32(-1.5)), np.signbit(np.nan))

# expect: [ True False False  True  True]
# expect: [ True False] False False
# expect: True False
