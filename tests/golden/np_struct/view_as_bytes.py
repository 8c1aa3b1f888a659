# A structured array viewed as a plain dtype: its records' bytes (the pixel-channel idiom).
import numpy as np
dt = np.dtype({'names': ['r', 'g', 'b'], 'formats': ['u1', 'u1', 'u1']})
px = np.array([(255, 0, 10), (1, 2, 3)], dtype=dt)
v = px.view(np.uint8)
print(v, v.shape, v.reshape(2, 3))
v[0] = 7
print(px)
print(np.array([(1, 2)], dtype='<i2,<i2').view('<i4'))

# expect: [255   0  10   1   2   3] (6,) [[255   0  10]
# expect:  [  1   2   3]]
# expect: [(7, 0, 10) (1, 2,  3)]
# expect: [131073]
