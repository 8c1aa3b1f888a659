import numpy as np
z = np.array([1+1j, -1, 1j, 0])
print(np.angle(z))
print(np.angle(z, deg=True))
print(np.angle(1j))
# expect: [0.78539816 3.14159265 1.57079633 0.        ]
# expect: [ 45. 180.  90.   0.]
# expect: 1.5707963267948966
