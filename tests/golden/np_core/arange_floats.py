# arange with float steps: NumPy's length rule and start + i*delta values.
import numpy as np

print(np.arange(0, 1, 0.1))
print(np.arange(1, 2, 0.3, dtype=np.float32))
print(np.arange(0.5, 3), len(np.arange(0, 1.0000001, 0.1)), np.arange(1.0, 0.0, -0.25))
a = np.arange(0, 5.5, 0.7)
print(a[-1], a.size, a[3])

# expect: [0.  0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9]
# expect: [1.        1.3       1.5999999 1.8999999]
# expect: [0.5 1.5 2.5] 11 [1.   0.75 0.5  0.25]
# expect: 4.8999999999999995 8 2.0999999999999996
