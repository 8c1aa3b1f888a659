# np.dot / @ in @njit code: a contracted extent that differs is Numba's ValueError (the same
# text for both spellings), raised by native code; integer arrays and mixed dtypes are its
# TypingErrors (the report quotes the function's address, which varies: those lines are left
# out).
import numpy as np
from numba import njit
from numba.core.errors import TypingError

@njit
def dot(a, b):
    return np.dot(a, b)

@njit
def mat(a, b):
    return a @ b

M = np.ones((3, 4))
for f in (dot, mat):
    for a, b in ((np.ones(3), np.ones(4)), (M, np.ones(3)), (np.ones(4), M), (M, M)):
        try:
            f(a, b)
        except ValueError as e:
            print(f.__name__, e)

def report(f, *args):
    try:
        f(*args)
    except TypingError as e:
        for line in str(e).splitlines():
            if "0x" not in line and not line.startswith("During: typing of") and not line.startswith("File "):
                print(line)

report(dot, np.arange(3), np.arange(3))
report(mat, np.ones(3, dtype=np.float32), np.ones(3))
# expect: dot incompatible array sizes for np.dot(a, b) (vector * vector)
# expect: dot incompatible array sizes for np.dot(a, b) (matrix * vector)
# expect: dot incompatible array sizes for np.dot(a, b) (vector * matrix)
# expect: dot incompatible array sizes for np.dot(a, b) (matrix * matrix)
# expect: mat incompatible array sizes for np.dot(a, b) (vector * vector)
# expect: mat incompatible array sizes for np.dot(a, b) (matrix * vector)
# expect: mat incompatible array sizes for np.dot(a, b) (vector * matrix)
# expect: mat incompatible array sizes for np.dot(a, b) (matrix * matrix)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect:  
# expect:  >>> dot(array(int64, 1d, C), array(int64, 1d, C))
# expect:  
# expect: There are 4 candidate implementations:
# expect:   - Of which 4 did not match due to:
# expect:   Overload in function '_OverloadWrapper._build.<locals>.ol_generated': File: numba/core/overload_glue.py: Line 112.
# expect:     With argument(s): '(array(int64, 1d, C), array(int64, 1d, C))':
# expect:    Rejected as the implementation raised a specific error:
# expect:      TypingError: np.dot() only supported on float and complex arrays
# expect:   raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:918
# expect: 
# expect: 
# expect: 
# expect: def dot(a, b):
# expect:     return np.dot(a, b)
# expect:     ^
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function matmul>) found for signature:
# expect:  
# expect:  >>> matmul(array(float32, 1d, C), array(float64, 1d, C))
# expect:  
# expect: There are 2 candidate implementations:
# expect:   - Of which 2 did not match due to:
# expect:   Overload in function 'MatMul.generic': File: numba/core/typing/npydecl.py: Line 970.
# expect:     With argument(s): '(array(float32, 1d, C), array(float64, 1d, C))':
# expect:    Rejected as the implementation raised a specific error:
# expect:      TypingError: '@' arguments must all have the same dtype
# expect:   raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:915
# expect: 
# expect: 
# expect: def mat(a, b):
# expect:     return a @ b
# expect:     ^
