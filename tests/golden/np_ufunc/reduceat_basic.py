# ufunc.reduceat: reductions over slices between indices
import numpy as np
print(np.add.reduceat(np.arange(8), [0, 4, 1, 5]), np.add.reduceat(np.arange(8), [0, 4, 1, 5, 7]))
print(np.maximum.reduceat(np.arange(8.0), [0, 4, 1, 5, 7]), np.add.reduceat(np.arange(8.0), []))
a = np.arange(12).reshape(3, 4)
print(np.add.reduceat(a, [0, 2], axis=1), np.multiply.reduceat(a, [0, 2]))
print(repr(np.add.reduceat(np.array([1, 2, 3], dtype=np.int8), [0, 2])))
x = np.arange(1000) * 0.1
print(repr(np.add.reduceat(x, [0, 500])), repr(x[:500].sum()))

# expect: [ 6  4 10 18] [ 6  4 10 11  7]
# expect: [3. 4. 4. 6. 7.] []
# expect: [[ 1  5]
# expect:  [ 9 13]
# expect:  [17 21]] [[ 0  5 12 21]
# expect:  [ 8  9 10 11]]
# expect: array([3, 3])
# expect: array([12475., 37475.]) 12475.0
