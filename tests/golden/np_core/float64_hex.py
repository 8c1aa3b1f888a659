# np.float64 subclasses float: x.hex() and x.fromhex() are float's; float32 has neither.
import math
import numpy as np
x = np.float64(0.1)
print(x.hex(), np.float64(2.5).hex(), x.fromhex('0x1.8p1'), float.hex(x), math.floor(np.float64(2.5)))
print(hasattr(np.float32(1), 'hex'), hasattr(np.float64(1), 'hex'))


# expect: 0x1.999999999999ap-4 0x1.4000000000000p+1 3.0 0x1.999999999999ap-4 2
# expect: False True
