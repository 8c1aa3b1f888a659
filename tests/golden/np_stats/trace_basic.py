import numpy as np
a = np.arange(9).reshape(3, 3)
print(np.trace(a), a.trace(), np.trace(a, offset=1), a.trace(-1))
print(np.trace(np.ones((2, 3, 3)), axis1=1, axis2=2), repr(np.trace(a, dtype=np.float32)))
print(repr(np.eye(3).trace()))
# expect: 12 12 6 10
# expect: [3. 3.] 12.0
# expect: 3.0
