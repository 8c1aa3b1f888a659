# type() of a NumPy bool scalar is numpy.bool_ (NumPy 1.24 has no np.bool); np.True_/False_.
import numpy as np

a = np.array([1, 5, 3])
b = a > 2
print(type(b[0]), type(b[1]))
print(type(b[1]) == np.bool_, type(b[0]) is type(np.True_))
print(np.True_, np.False_, repr(np.True_), np.True_ + np.True_)
print(type(np.bool_(0)), type(a.sum() > 1))

# expect: <class 'numpy.bool_'> <class 'numpy.bool_'>
# expect: True True
# expect: True False True True
# expect: <class 'numpy.bool_'> <class 'numpy.bool_'>
