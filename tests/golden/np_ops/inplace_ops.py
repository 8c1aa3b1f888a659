import numpy as np
a = np.arange(4)
b = a
a += 1
print(a, b)
a *= 3
print(b)
f = np.ones(3, dtype=np.float32)
f /= 4
print(f, f.dtype)
v = a[1:3]
v -= 100
print(a)
# expect: [1 2 3 4] [1 2 3 4]
# expect: [ 3  6  9 12]
# expect: [0.25 0.25 0.25] float32
# expect: [  3 -94 -91  12]
