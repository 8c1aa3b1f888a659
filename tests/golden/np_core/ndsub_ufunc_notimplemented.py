# A ufunc whose every __array_ufunc__ override returns NotImplemented raises NumPy's TypeError, through operators too.
import numpy as np

class Refuses(np.ndarray):
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        return NotImplemented

a = np.arange(3).view(Refuses)
try:
    np.add(a, 1)
except TypeError as e:
    print(e)
try:
    a * 2
except TypeError as e:
    print(e)
try:
    np.sin(a)
except TypeError as e:
    print(e)
try:
    a.view(np.int64, list)
except ValueError as e:
    print(e)
print(repr(np.arange(3).view(dtype=np.int32, type=Refuses)))
# expect: operand type(s) all returned NotImplemented from __array_ufunc__(<ufunc 'add'>, '__call__', Refuses([0, 1, 2]), 1): 'Refuses', 'int'
# expect: operand type(s) all returned NotImplemented from __array_ufunc__(<ufunc 'multiply'>, '__call__', Refuses([0, 1, 2]), 2): 'Refuses', 'int'
# expect: operand type(s) all returned NotImplemented from __array_ufunc__(<ufunc 'sin'>, '__call__', Refuses([0, 1, 2])): 'Refuses'
# expect: Type must be a sub-type of ndarray type
# expect: Refuses([0, 0, 1, 0, 2, 0], dtype=int32)
