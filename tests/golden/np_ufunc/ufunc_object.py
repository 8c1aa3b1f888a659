# np.add and friends are ufunc objects: repr, type, attributes, aliases
import numpy as np
print(np.add, np.sin, repr(np.maximum), str(np.multiply))
print(type(np.add), type(np.add).__name__, isinstance(np.add, np.ufunc), isinstance(len, np.ufunc))
for u in (np.add, np.subtract, np.multiply, np.bitwise_and, np.bitwise_or, np.logical_and, np.logical_or, np.logical_xor, np.hypot, np.maximum, np.sqrt):
    print(u.__name__, u.nin, u.nout, u.nargs, repr(u.identity))
print(np.true_divide, np.mod, np.abs, np.bitwise_not, np.conj)
print(np.abs is np.absolute, np.true_divide is np.divide)
print(np.add(np.arange(3), 2), np.sin(0.0), np.add(1, 2))

# expect: <ufunc 'add'> <ufunc 'sin'> <ufunc 'maximum'> <ufunc 'multiply'>
# expect: <class 'numpy.ufunc'> ufunc True False
# expect: add 2 1 3 0
# expect: subtract 2 1 3 None
# expect: multiply 2 1 3 1
# expect: bitwise_and 2 1 3 -1
# expect: bitwise_or 2 1 3 0
# expect: logical_and 2 1 3 True
# expect: logical_or 2 1 3 False
# expect: logical_xor 2 1 3 False
# expect: hypot 2 1 3 0
# expect: maximum 2 1 3 None
# expect: sqrt 1 1 2 None
# expect: <ufunc 'divide'> <ufunc 'remainder'> <ufunc 'absolute'> <ufunc 'invert'> <ufunc 'conjugate'>
# expect: True True
# expect: [2 3 4] 0.0 3
