# isreal/iscomplex (Python bools for Python numbers), isposinf/isneginf, real_if_close.
import numpy as np
print(np.isreal([1j, 1, 2 + 0j]), np.iscomplex([1j, 1]), np.isreal(np.arange(3)))
print(np.isreal(5), type(np.isreal(5)).__name__, np.iscomplex(3.0), np.isreal(1 + 0j))
print(np.isposinf([np.inf, -np.inf, 1, np.nan]), np.isneginf([-np.inf, np.inf]), np.isneginf(-np.inf))
print(np.real_if_close([2.1 + 4e-14j, 5.2 + 3e-15j]), np.real_if_close([2.1 + 4e-13j]))
print(np.real_if_close([1, 2]), np.real_if_close([2.1 + 0.2j], tol=1000))
np.isposinf([1j])

# expect: [False  True  True] [ True False] [ True  True  True]
# expect: True bool False True
# expect: [ True False False False] [ True False] True
# expect: [2.1+4.e-14j 5.2+3.e-15j] [2.1+4.e-13j]
# expect: [1 2] [2.1+0.2j]
# expect runtime error: TypeError: This operation is not supported for complex128 values because it would be ambiguous.
