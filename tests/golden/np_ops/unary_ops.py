import numpy as np
a = np.array([-2, 0, 3])
print(-a, +a)
print(abs(a))
print(np.abs(np.array([-1.5, 2.5])))
print(np.negative(np.array([1.0, -0.0])))
print(np.absolute(np.array([-3], dtype=np.int8)).dtype)
# expect: [ 2  0 -3] [-2  0  3]
# expect: [2 0 3]
# expect: [1.5 2.5]
# expect: [-1.  0.]
# expect: int8
