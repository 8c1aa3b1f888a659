# class InfoArray(np.ndarray) as NumPy's "Subclassing ndarray" writes it: view casting in __new__, the attribute kept through __array_finalize__.
import numpy as np

class RealisticInfoArray(np.ndarray):
    def __new__(cls, input_array, info=None):
        obj = np.asarray(input_array).view(cls)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        if obj is None: return
        self.info = getattr(obj, 'info', None)

arr = np.arange(5)
obj = RealisticInfoArray(arr, info='information')
print(type(obj))
print(obj.info)
v = obj[1:]
print(type(v))
print(v.info)
print(repr(obj), str(obj))
m = RealisticInfoArray(np.arange(12.).reshape(3, 4), info='grid')
print(repr(m))
print(m.T.info, m.T.shape, type(m.sum(axis=0)).__name__, m.sum(axis=0).info)
print(m * 2 + 1)
print(np.sqrt(m).info, (1 + m).info, (-m).info)
print(isinstance(m, np.ndarray), issubclass(RealisticInfoArray, np.ndarray))
print(RealisticInfoArray.__mro__)
print(m.shape, m.dtype, m.ndim, m.size, len(m))
for row in m:
    print(type(row).__name__, row.info, row)
m[0, 0] = 100
print(m[0], m[0, 0], type(m[0, 0]))
print(m.tolist())
print(m.copy().info, m.astype(int).info, m.reshape(2, 6).info)
x = RealisticInfoArray([1.5, 2.5])
print(x.info, repr(x), repr(x.view(np.ndarray)))
x += 1
print(repr(x), x == 2.5)
print(type(np.concatenate([x, x])).__name__, np.dot(x, x))
# expect: <class '__main__.RealisticInfoArray'>
# expect: information
# expect: <class '__main__.RealisticInfoArray'>
# expect: information
# expect: RealisticInfoArray([0, 1, 2, 3, 4]) [0 1 2 3 4]
# expect: RealisticInfoArray([[ 0.,  1.,  2.,  3.],
# expect:                     [ 4.,  5.,  6.,  7.],
# expect:                     [ 8.,  9., 10., 11.]])
# expect: grid (4, 3) RealisticInfoArray grid
# expect: [[ 1.  3.  5.  7.]
# expect:  [ 9. 11. 13. 15.]
# expect:  [17. 19. 21. 23.]]
# expect: grid grid grid
# expect: True True
# expect: (<class '__main__.RealisticInfoArray'>, <class 'numpy.ndarray'>, <class 'object'>)
# expect: (3, 4) float64 2 12 3
# expect: RealisticInfoArray grid [0. 1. 2. 3.]
# expect: RealisticInfoArray grid [4. 5. 6. 7.]
# expect: RealisticInfoArray grid [ 8.  9. 10. 11.]
# expect: [100.   1.   2.   3.] 100.0 <class 'numpy.float64'>
# expect: [[100.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]
# expect: grid grid grid
# expect: None RealisticInfoArray([1.5, 2.5]) array([1.5, 2.5])
# expect: RealisticInfoArray([2.5, 3.5]) [ True False]
# expect: ndarray 18.5
