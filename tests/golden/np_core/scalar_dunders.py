# NumPy scalars' special methods by name, and the ndarray ones NumPy adds (in place, @, divmod, int/float/complex/index).
import numpy as np
x = np.float64(2.5)
print(hasattr(x, '__add__'))
print(x.__add__(1), x.__mul__(2), x.__neg__(), x.__abs__())
print(np.int64(3).__add__(4), np.int64(3).__eq__(3))
print(np.int32(3).__radd__(4), type(np.int32(3).__radd__(4)))
print(np.float32(1.5).__truediv__(2), np.float32(1.5).__lt__(2))
print(np.int64(5).__and__(3), np.int64(5).__invert__(), np.int64(5).__bool__(), np.int64(5).__int__(), np.int64(5).__float__(), np.int64(5).__index__())
print(np.float64(2.5).__round__())
print(np.float64(2.5).__float__(), np.float64(2.5).__int__(), np.float64(2.5).__bool__())
print(np.int64(5).__divmod__(3), np.int64(5).__pow__(2), np.int64(5).__mod__(3), np.int64(5).__floordiv__(2))
print(np.bool_(True).__and__(False), np.bool_(True).__invert__())
print(np.complex128(1+2j).__abs__(), np.complex128(1+2j).__neg__())
print(np.float64(2.5).__repr__(), np.float64(2.5).__str__(), np.float64(2.5).__hash__() == hash(2.5))
print(np.float64(2.5).__format__('.3f'))
print(np.int64(2).__array__(), type(np.int64(2).__array__()))
print(np.float64(2.5).__ge__(np.float64(1)))
a = np.array([1.5, 2.5])
print(hasattr(a, '__and__'), hasattr(a, '__matmul__'), hasattr(a, '__index__'), hasattr(a, '__round__'), hasattr(a, '__complex__'))
print(a.__iadd__(1), a.__imul__(2), a)
print(np.array(3).__index__(), np.array([2.5]).__complex__())
print(a.__lt__(2), a.__array_priority__)
print(np.ndarray.__len__(a), np.ndarray.__getitem__(a, 0), np.ndarray.__mul__(a, 2))
print(a.__reduce__()[0])
print(a.__sizeof__() > 0)
print(type(a).__name__, a.__class__)
print(np.array([1,2]).__array__(float), np.array([1,2]).__array__('f4').dtype)
print(a.__rmatmul__(a), a.__rpow__(2), a.__rtruediv__(1), a.__rfloordiv__(10), a.__rmod__(10), a.__rmul__(3))
i = np.array([3, 4])
print(i.__rand__(1), i.__ror__(8), i.__rxor__(1), i.__rlshift__(1), i.__rrshift__(64), i.__ilshift__(1), i.__ior__(1), i.__iand__(7))
print(i.__isub__(1), i.__itruediv__ if False else '', i.__ifloordiv__(2), i.__imod__(2), i.__ipow__(2), i.__ixor__(1), i.__irshift__(1))
try:
    a.__and__(a)
except TypeError as e:
    print(type(e).__name__, e)
try:
    i.__itruediv__(2)
except TypeError as e:
    print(type(e).__name__, e)

print(a.__contains__(3.5), a.__neg__().__abs__())
print(np.float64(2.5).__ge__(np.float64(1)))

# expect: True
# expect: 3.5 5.0 -2.5 2.5
# expect: 7 True
# expect: 7 <class 'numpy.int64'>
# expect: 0.75 True
# expect: 1 -6 True 5 5.0 5
# expect: 2
# expect: 2.5 2 True
# expect: (1, 2) 25 2 2
# expect: False False
# expect: 2.23606797749979 (-1-2j)
# expect: 2.5 2.5 True
# expect: 2.500
# expect: 2 <class 'numpy.ndarray'>
# expect: True
# expect: True True True False True
# expect: [5. 7.] [5. 7.] [5. 7.]
# expect: 3 (2.5+0j)
# expect: [False False] 0.0
# expect: 2 5.0 [10. 14.]
# expect: <built-in function _reconstruct>
# expect: True
# expect: ndarray <class 'numpy.ndarray'>
# expect: [1. 2.] float32
# expect: 74.0 [ 32. 128.] [0.2        0.14285714] [2. 1.] [0. 3.] [15. 21.]
# expect: [1 0] [11 12] [2 5] [ 8 16] [8 4] [7 1] [7 1] [7 1]
# expect: [0 0]  [0 0] [0 0] [0 0] [0 0] [0 0]
# expect: TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: UFuncTypeError Cannot cast ufunc 'divide' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: False [5. 7.]
# expect: True
