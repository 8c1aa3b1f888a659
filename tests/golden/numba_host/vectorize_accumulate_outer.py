# accumulate and outer on @vectorize objects (through the loop a reduction chooses; a ufunc
# named add or multiply reduces integer arrays in int64, as NumPy does by name).
import numpy as np
from numba import vectorize
@vectorize(['float64(float64, float64)', 'int64(int64, int64)'])
def add(a, b):
    return a + b
@vectorize(['float64(float64, float64)'])
def hyp(a, b):
    return (a * a + b * b) ** 0.5
print(add.accumulate(np.arange(5)), add.accumulate(np.arange(5.0)))
m = np.arange(6.0).reshape(2, 3)
print(add.accumulate(m))
print(add.accumulate(m, axis=1))
print(add.reduce(np.arange(6).reshape(2, 3), axis=1), add.reduce(np.arange(4, dtype=np.int32)))
print(hyp.accumulate(np.array([3.0, 4.0, 12.0])))
print(hyp.outer(np.array([3.0, 5.0]), np.array([4.0, 12.0, 0.0])))
print(add.outer(np.arange(3.0), np.arange(2.0)).shape)
# expect: [ 0  1  3  6 10] [ 0.  1.  3.  6. 10.]
# expect: [[0. 1. 2.]
# expect:  [3. 5. 7.]]
# expect: [[ 0.  1.  3.]
# expect:  [ 3.  7. 12.]]
# expect: [ 3 12] 6
# expect: [ 3.  5. 13.]
# expect: [[ 5.         12.36931688  3.        ]
# expect:  [ 6.40312424 13.          5.        ]]
# expect: (3, 2)
