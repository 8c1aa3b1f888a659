# Negative steps and empty slices.
import numpy as np

a = np.arange(8)
print(a[::-1], a[::-3], a[6:2:-2], a[5:2], a[-3:], a[:-6:-1])
r = a[::-1]
r[0] = 70
print(a[7], r.strides, a[10:], a[-100:2])

# expect: [7 6 5 4 3 2 1 0] [7 4 1] [6 4] [] [5 6 7] [7 6 5 4 3]
# expect: 70 (-8,) [] [0 1]
