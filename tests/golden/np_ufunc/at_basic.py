# ufunc.at: unbuffered in place, repeated indices apply every time
import numpy as np
b = np.zeros(5)
np.add.at(b, [0, 1, 1, 4], 1)
print(b)
np.add.at(b, [0, 1], [5, 6])
print(b)
c = np.arange(5)
print(np.negative.at(c, [0, 1, 1]), c)
d = np.zeros((2, 3))
np.add.at(d, (0, [1, 1]), 2)
np.add.at(d, 1, 3)
print(d)
f = np.zeros(3, np.float32)
np.add.at(f, [0, 0], 0.1)
print(f, f.dtype)
u = np.zeros(3, np.uint8)
np.subtract.at(u, [0, 0], 1)
print(u)
i = np.zeros(3, int)
np.add.at(i, [0], 1.5)
print(i)
m = np.ones(4)
np.multiply.at(m, np.array([True, False, True, True]), 3)
np.maximum.at(m, [0, 1], [2, 7])
print(m)
h = np.zeros(4, int)
np.add.at(h, np.array([3, 1, 3, 3]), 1)
print(h)
v = np.arange(6.0)[::2]
np.add.at(v, [2], 100)
print(v)

# expect: [1. 2. 0. 0. 1.]
# expect: [6. 8. 0. 0. 1.]
# expect: None [0 1 2 3 4]
# expect: [[0. 4. 0.]
# expect:  [3. 3. 3.]]
# expect: [0.2 0.  0. ] float32
# expect: [254   0   0]
# expect: [1 0 0]
# expect: [3. 7. 3. 3.]
# expect: [0 1 0 3]
# expect: [  0.   2. 104.]
