# Special methods of matrices, masked and string arrays; np.ndarray's unbound methods; conversion errors.
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
print(m.__mul__(m))
print(m.__add__(1))
print(m.__getitem__(0), m.__len__())
print(m.__pow__(2))
print(m.__rmul__(2))
ma = np.ma.array([1, 2, 3], mask=[0, 1, 0])
print(ma.__add__(1), ma.__neg__(), ma.__len__())
print(ma.__mul__(ma))
s = np.array(['a', 'bc'])
print(s.__len__(), s.__getitem__(1), s.__eq__('a'), s.__contains__('bc'))
print(np.ndarray.__add__(np.array([1]), 2), np.ndarray.sum(np.array([1, 2])))
print(np.ndarray.__len__(np.zeros((3, 2))), np.ndarray.mean(np.array([1.0, 2.0])))
print(np.array([1.5, 2]).__int__ if False else np.array([7.9]).__int__(), np.array(3.5).__float__())
print(np.array([[1, 2], [3, 4]]).__matmul__(np.array([1, 1])))
print(np.array([5, 6]).__divmod__(4), np.int64(7).__rdivmod__(20))
try:
    np.array([1, 2]).__int__()
except TypeError as e:
    print(e)
try:
    np.array([1.5]).__index__()
except TypeError as e:
    print(e)
try:
    np.array([1, 2]).__complex__()
except TypeError as e:
    print(e)
print(np.float32(2.567).__round__(2), np.float64(2.5).__round__(), type(np.float64(2.5).__round__()))
print(np.complex64(1+1j).__complex__(), hasattr(np.float64(1), '__complex__'), hasattr(np.int8(1), '__index__'), hasattr(np.float32(1), '__index__'))
print(hasattr(np.bool_(1), '__round__'), hasattr(np.float64(1), '__len__'), hasattr(np.array(1), '__len__'))
x = np.array([1.0, 2.0])
y = x.__iadd__(1)
print(y is x, x)
print(np.array([True, False]).__invert__(), np.array([1, 2]).__pos__())
print(np.array([3]).__rpow__(2), np.array([3]).__rlshift__(1))

# expect: [[ 7 10]
# expect:  [15 22]]
# expect: [[2 3]
# expect:  [4 5]]
# expect: [[1 2]] 2
# expect: [[ 7 10]
# expect:  [15 22]]
# expect: [[2 4]
# expect:  [6 8]]
# expect: [2 -- 4] [-1 -- -3] 3
# expect: [1 -- 9]
# expect: 2 bc [ True False] True
# expect: [3] 3
# expect: 3 1.5
# expect: 7 3.5
# expect: [3 7]
# expect: (array([1, 1]), array([1, 2])) (2, 6)
# expect: only size-1 arrays can be converted to Python scalars
# expect: only integer scalar arrays can be converted to a scalar index
# expect: only length-1 arrays can be converted to Python scalars
# expect: 2.57 2 <class 'int'>
# expect: (1+1j) False True False
# expect: False False True
# expect: True [2. 3.]
# expect: [False  True] [1 2]
# expect: [8] [8]
