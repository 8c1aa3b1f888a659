import numpy as np
print(repr(np.einsum('i,i', np.arange(3, dtype=np.int8), np.arange(3., dtype=np.float32))))
print(repr(np.einsum('ij->i', np.array([[True, False], [False, False]]))))
print(repr(np.einsum('i,i', np.array([100, 100], dtype=np.int8), np.array([3, 2], dtype=np.int8))))
print(repr(np.einsum('i,i', np.array([1+2j, 3j]), np.array([2, 1-1j]))))
print(repr(np.einsum('i->', np.arange(4, dtype=np.uint8))))
print(repr(np.einsum('i->', np.zeros(0))))
print(repr(np.einsum('ij,j', np.ones((2, 3)), np.ones(1))))
# expect: 5.0
# expect: array([ True, False])
# expect: -12
# expect: (5+7j)
# expect: 6
# expect: 0.0
# expect: array([3., 3.])
