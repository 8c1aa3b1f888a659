import numpy as np
a = np.array([[1, 2], [3, 4.5]], dtype=np.float16)
n = np.linalg.norm(a)
print(n, type(n), np.linalg.norm(np.full(1000, 0.1, np.float16)))
print(np.linalg.norm(a, axis=0), np.linalg.norm(a, 1))
# expect: 5.85 <class 'numpy.float16'> 3.16
# expect: [3.162 4.926] 6.5
