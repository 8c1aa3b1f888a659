# Views of views all write into the same memory and share one base.
import numpy as np

a = np.zeros((4, 4), dtype=np.int32)
b = a[1:, 1:]
c = b[::2, ::2]
c[:] = 7
b[0, 0] += 1
print(a)
print(c.base is a, b.base is a, c.shape, c.strides)
d = a.reshape(2, 8)[1]
d[0] = -3
print(a[2, 0])

# expect: [[0 0 0 0]
# expect:  [0 8 0 7]
# expect:  [0 0 0 0]
# expect:  [0 7 0 7]]
# expect: True True (2, 2) (32, 8)
# expect: -3
