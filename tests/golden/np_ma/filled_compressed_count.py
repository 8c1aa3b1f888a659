# filled(), compressed() and count().
import numpy as np
x = np.ma.array([[1., 2., 3.], [4., 5., 6.]], mask=[[0, 1, 0], [1, 1, 0]])
print(repr(x.filled()), repr(x.filled(-1)))
print(x.compressed(), x.count(), repr(x.count(axis=0)), x.count(axis=1))
print(np.ma.array([1, 2]).count(), type(x.count()).__name__)

# expect: array([[1.e+00, 1.e+20, 3.e+00],
# expect:        [1.e+20, 1.e+20, 6.e+00]]) array([[ 1., -1.,  3.],
# expect:        [-1., -1.,  6.]])
# expect: [1. 3. 6.] 3 array([1, 0, 2]) [2 1]
# expect: 2 int64
