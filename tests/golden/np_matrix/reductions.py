# Reductions keep two dimensions with an axis and give a scalar without one; argmax/argmin
# give a row for axis 0 and a column for axis 1. np.sum(m, ...) is m.sum(...).
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
print(repr(m.sum()), repr(m.sum(axis=0)), repr(m.sum(axis=1)), repr(m.sum(0)))
print(repr(m.mean()), repr(m.mean(0)), repr(m.mean(axis=1, dtype=np.float32)))
print(repr(m.max()), repr(m.max(1)), repr(m.min()), repr(m.min(0)), repr(m.ptp(1)), repr(m.ptp()))
print(repr(m.argmax()), repr(m.argmax(0)), repr(m.argmax(axis=1)), repr(m.argmin(1)))
print(repr(m.prod()), repr(m.prod(1)), m.std(), repr(m.std(0)), repr(m.var(0)), repr(m.var(axis=1)))
print(repr(m.std(ddof=1)), repr(m.sum(dtype=np.int32)))
print(repr(m.any()), repr(m.all(1)), repr((m > 2).any(axis=1)), repr((m > 2).all(0)))
print(repr(np.sum(m)), repr(np.sum(m, axis=1)), repr(np.mean(m, 0)), repr(np.argmax(m, axis=1)))
print(repr(np.max(m, axis=0)), repr(np.amin(m, 1)), repr(np.prod(m)), repr(np.std(m, axis=0)))
print(repr(m.max(axis=0) - m.min(axis=0)))
f = np.matrix([[1.5, -2.0, 0.25], [3.0, 4.5, -1.0]])
print(repr(f.sum(1)), repr(f.mean()), repr(f.var(1)), repr(f.argmin()), repr(f.cumsum(1)))

# expect: 10 matrix([[4, 6]]) matrix([[3],
# expect:         [7]]) matrix([[4, 6]])
# expect: 2.5 matrix([[2., 3.]]) matrix([[1.5],
# expect:         [3.5]], dtype=float32)
# expect: 4 matrix([[2],
# expect:         [4]]) 1 matrix([[1, 2]]) matrix([[1],
# expect:         [1]]) 3
# expect: 3 matrix([[1, 1]]) matrix([[1],
# expect:         [1]]) matrix([[0],
# expect:         [0]])
# expect: 24 matrix([[ 2],
# expect:         [12]]) 1.118033988749895 matrix([[1., 1.]]) matrix([[1., 1.]]) matrix([[0.25],
# expect:         [0.25]])
# expect: 1.2909944487358056 10
# expect: True matrix([[ True],
# expect:         [ True]]) matrix([[False],
# expect:         [ True]]) matrix([[False, False]])
# expect: 10 matrix([[3],
# expect:         [7]]) matrix([[2., 3.]]) matrix([[1],
# expect:         [1]])
# expect: matrix([[3, 4]]) matrix([[1],
# expect:         [3]]) 24 matrix([[1., 1.]])
# expect: matrix([[2, 2]])
# expect: matrix([[-0.25],
# expect:         [ 6.5 ]]) 1.0416666666666667 matrix([[2.09722222],
# expect:         [5.38888889]]) 1 matrix([[ 1.5 , -0.5 , -0.25],
# expect:         [ 3.  ,  7.5 ,  6.5 ]])
