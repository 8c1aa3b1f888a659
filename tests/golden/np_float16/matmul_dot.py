import numpy as np
a = np.array([[1, 2], [3, 4.5]], dtype=np.float16)
v = np.full(3000, 0.1, dtype=np.float16)
print(a @ a, np.dot(a, a), (a @ a).dtype)
print(np.dot(v, v), type(np.dot(v, v)))
# expect: [[ 7.   11.  ]
# expect:  [16.5  26.25]] [[ 7.   11.  ]
# expect:  [16.5  26.25]] float16
# expect: 29.98 <class 'numpy.float16'>
