# ndarray special methods called by name: arithmetic, comparisons, containers, __array__.
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(hasattr(a, '__add__'))
print(a.__add__(b))
print(a.__mul__(2))
print(a.__radd__(1))
print(a.__neg__())
print(a.__abs__())
print(a.__len__())
print(a.__getitem__(1))
a.__setitem__(0, 9)
print(a)
print(a.__contains__(9))
print(list(a.__iter__()))
print(a.__array__())
print(a.__eq__(b))
print(a.__sub__(b), a.__rsub__(b), a.__truediv__(b), a.__floordiv__(b), a.__mod__(b), a.__pow__(2))
print(a.__lt__(b), a.__le__(b), a.__gt__(b), a.__ge__(b), a.__ne__(b))
print(a.__and__(b), a.__or__(b), a.__xor__(b), a.__invert__(), a.__lshift__(1), a.__rshift__(1))
print(a.__pos__(), a.__matmul__(b))
d = a.__array_interface__
print(sorted(d.keys()))
print(d['typestr'], d['shape'], d['strides'], d['version'], d['data'][1])
print(a.__array_priority__)
x = np.float64(2.5)
print(x.__add__(1), x.__mul__(2), x.__neg__(), x.__abs__(), hasattr(x, '__add__'))
print(np.int64(3).__add__(4), np.int64(3).__eq__(3))
print(a.__iadd__(1), a)
print(a.__bool__ if False else 0)
print(np.array([5]).__bool__(), np.array([5]).__int__(), np.array([5.5]).__float__())
print(a.__repr__(), a.__str__())
print(a.__copy__(), a.__deepcopy__({}))
print(type(a.__array__(np.float64)), a.__array__(np.float64))
print(a.__divmod__(b))
print(a.__hash__)
print(np.ndarray.__add__(a, b))

# expect: True
# expect: [5 7 9]
# expect: [2 4 6]
# expect: [2 3 4]
# expect: [-1 -2 -3]
# expect: [1 2 3]
# expect: 3
# expect: 2
# expect: [9 2 3]
# expect: True
# expect: [9, 2, 3]
# expect: [9 2 3]
# expect: [False False False]
# expect: [ 5 -3 -3] [-5  3  3] [2.25 0.4  0.5 ] [2 0 0] [1 2 3] [81  4  9]
# expect: [False  True  True] [False  True  True] [ True False False] [ True False False] [ True  True  True]
# expect: [0 0 2] [13  7  7] [13  7  5] [-10  -3  -4] [18  4  6] [4 1 1]
# expect: [9 2 3] 64
# expect: ['data', 'descr', 'shape', 'strides', 'typestr', 'version']
# expect: <i8 (3,) None 3 False
# expect: 0.0
# expect: 3.5 5.0 -2.5 2.5 True
# expect: 7 True
# expect: [10  3  4] [10  3  4]
# expect: 0
# expect: True 5 5.5
# expect: array([10,  3,  4]) [10  3  4]
# expect: [10  3  4] [10  3  4]
# expect: <class 'numpy.ndarray'> [10.  3.  4.]
# expect: (array([2, 0, 0]), array([2, 3, 4]))
# expect: None
# expect: [14  8 10]
