# view reinterprets the bytes as another dtype of the same size.
import numpy as np

a = np.array([1.0, -2.0], dtype=np.float32)
v = a.view(np.int32)
print(v)
v[0] = 0
print(a)
print(np.array([-1, 2], dtype=np.int64).view(np.uint64))
print(np.zeros(3).view(np.int32).shape)

# expect: [ 1065353216 -1073741824]
# expect: [ 0. -2.]
# expect: [18446744073709551615                    2]
# expect: (6,)
