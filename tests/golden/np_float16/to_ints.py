import numpy as np
h = np.array([-2.75, -0.5, 0.5, 2.75, 300.5, 65504], dtype=np.float16)
print(h.astype(np.int64), h.astype(np.int8), h.astype(np.uint16), h.astype(np.bool_))
print(int(np.float16(7.9)), float(np.float16(0.1)), np.float16(0.1).item(), type(np.float16(0.1).item()))
# expect: [   -2     0     0     2   300 65504] [ -2   0   0   2  44 -32] [65534     0     0     2   300 65504] [ True  True  True  True  True  True]
# expect: 7 0.0999755859375 0.0999755859375 <class 'float'>
