# A float array ** 2 is np.square and ** 0.5 is np.sqrt, as NumPy computes them: (-0.0) ** 0.5
# is -0.0 (pow would give 0.0); the dtype stays float32; **= too; integer arrays use power.
import numpy as np

a = np.array([-0.0, np.nan, 2.0, 3.0, 0.1, np.inf])
print(a ** 2, a ** 2.0)
print(a ** 0.5)
f = a.astype(np.float32)
print((f ** 2).dtype, (f ** 0.5).dtype, f ** 2)
b = a.copy()
b **= 0.5
print(b)
print((a * 1.0) ** 2, np.arange(4) ** 2, (np.arange(4) ** 0.5)[1:3])

# expect: [0.    nan 4.   9.   0.01  inf] [0.    nan 4.   9.   0.01  inf]
# expect: [-0.                 nan  1.41421356  1.73205081  0.31622777         inf]
# expect: float32 float32 [0.    nan 4.   9.   0.01  inf]
# expect: [-0.                 nan  1.41421356  1.73205081  0.31622777         inf]
# expect: [0.    nan 4.   9.   0.01  inf] [0 1 4 9] [1.         1.41421356]
