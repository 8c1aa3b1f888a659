import numpy as np
f = np.array([1.0, 4.0, 9.0], dtype=np.float32)
print(np.sqrt(f), np.sqrt(f).dtype)
i = np.array([1, 4, 9])
print(np.sqrt(i), np.sqrt(i).dtype)
print(np.square(i), np.square(i).dtype)
print(np.abs(np.array([-1, 2])).dtype)
print(np.exp(np.array([0], dtype=np.int32)).dtype)
# expect: [1. 2. 3.] float32
# expect: [1. 2. 3.] float64
# expect: [ 1 16 81] int64
# expect: int64
# expect: float64
