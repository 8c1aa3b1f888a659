# np.mean(a, axis=0) in @njit: Numba 0.56 redirects np.mean to the array method and refuses any
# keyword for it ("numba doesn't support kwarg for mean"), whatever the array; np.sum takes axis.
# (The report quotes the function's address, which varies: those lines are left out.)
import numpy as np
from numba import njit
from numba.core.errors import TypingError

@njit
def colmeans(a):
    return np.mean(a, axis=0)

@njit
def colsum(a):
    return np.sum(a, axis=0)

try:
    colmeans(np.ones((2, 3)))
except TypingError as e:
    for line in str(e).splitlines():
        if "0x" not in line and not line.startswith("During: typing of call") and not line.startswith("File "):
            print(line)
print(colsum(np.arange(6.0).reshape(2, 3)))

@njit
def spread(x, k):
    return np.std(x, ddof=1) * k

try:
    spread(np.arange(4), 2)
except TypingError as e:
    print(str(e).splitlines()[3])
    print(str(e).splitlines()[9])
colmeans(np.ones((3, 2), dtype=np.float32))
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect:  
# expect:  >>> mean(array(float64, 2d, C), axis=Literal[int](0))
# expect:  
# expect: There are 2 candidate implementations:
# expect:   - Of which 2 did not match due to:
# expect:   Overload in function 'Numpy_method_redirection.generic': File: numba/core/typing/npydecl.py: Line 379.
# expect:     With argument(s): '(array(float64, 2d, C), axis=Literal[int](0))':
# expect:    Rejected as the implementation raised a specific error:
# expect:      TypingError: numba doesn't support kwarg for mean
# expect:   raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:401
# expect: 
# expect: 
# expect: 
# expect: def colmeans(a):
# expect:     return np.mean(a, axis=0)
# expect:     ^
# expect: [3. 5. 7.]
# expect:  >>> std(array(int64, 1d, C), ddof=Literal[int](1))
# expect:    Rejected as the implementation raised a specific error:
# expect runtime error:     ^
