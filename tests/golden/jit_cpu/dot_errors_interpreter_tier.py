# np.dot / @ in @njit code the interpreter tier runs (here: a function that also calls
# np.median, which Weft's typer does not compile): a contracted extent that differs is Numba's
# ValueError text, not NumPy's "shapes (3,) and (4,) not aligned".
import numpy as np
from numba import njit

@njit
def dot(a, b):
    m = np.median(a)
    return np.dot(a, b) + m

@njit
def mat(a, b):
    m = np.median(a)
    return (a @ b) + m

M = np.ones((3, 4))
print(dot(M, np.ones(4)), mat(np.ones(3), np.ones(3)))
for f in (dot, mat):
    for a, b in ((np.ones(3), np.ones(4)), (M, np.ones(3)), (np.ones(4), M), (M, M)):
        try:
            f(a, b)
        except ValueError as e:
            print(f.__name__, e)
# expect: [5. 5. 5.] 4.0
# expect: dot incompatible array sizes for np.dot(a, b) (vector * vector)
# expect: dot incompatible array sizes for np.dot(a, b) (matrix * vector)
# expect: dot incompatible array sizes for np.dot(a, b) (vector * matrix)
# expect: dot incompatible array sizes for np.dot(a, b) (matrix * matrix)
# expect: mat incompatible array sizes for np.dot(a, b) (vector * vector)
# expect: mat incompatible array sizes for np.dot(a, b) (matrix * vector)
# expect: mat incompatible array sizes for np.dot(a, b) (vector * matrix)
# expect: mat incompatible array sizes for np.dot(a, b) (matrix * matrix)
