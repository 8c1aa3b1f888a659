import numpy as np
# arrays print every digit down to the units; scalars the shortest unique digits
a = np.array([31104, 106.5, 2049], dtype=np.float16)
print(a)
print(a[0], a[2])
# expect: [31104.    106.5  2048. ]
# expect: 31100.0 2048.0
