# fill sets every element; copy is independent.
import numpy as np

a = np.zeros((2, 2), dtype=np.int32)
b = a.copy()
a.fill(7)
print(a)
print(b)
c = np.copy(a)
c[0, 0] = 1
print(a[0, 0], c[0, 0], c.dtype)
f = np.empty(3)
f.fill(2.5)
print(f)

# expect: [[7 7]
# expect:  [7 7]]
# expect: [[0 0]
# expect:  [0 0]]
# expect: 7 1 int32
# expect: [2.5 2.5 2.5]
