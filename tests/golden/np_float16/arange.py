import numpy as np
print(np.arange(0, 1, 0.25, dtype=np.float16), np.arange(0, 3000, 700.3, dtype=np.float16))
print(np.arange(5, dtype=np.float16) * 0.1)
# expect: [0.   0.25 0.5  0.75] [   0.   700.5 1401.  2102.  2802. ]
# expect: [0.     0.1    0.2    0.2998 0.4   ]
