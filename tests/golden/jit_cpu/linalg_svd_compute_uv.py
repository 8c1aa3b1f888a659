# np.linalg.svd in @njit: full_matrices is the only keyword Numba's svd takes; compute_uv=False
# is its TypingError (svd_impl got an unexpected keyword argument). The report quotes the
# function's address, which varies: those lines are left out.
import numpy as np
from numba import njit
from numba.core.errors import TypingError

@njit
def reduced(S):
    u, s, vt = np.linalg.svd(S, full_matrices=False)
    return s

print(reduced(np.array([[3.0, 0.0], [0.0, 4.0], [0.0, 0.0]])))

@njit
def values_only(S):
    w = np.linalg.eigvalsh(S)
    s = np.linalg.svd(S, compute_uv=False)
    return w, s

try:
    values_only(np.array([[2.0, 1.0], [1.0, 2.0]]))
except TypingError as e:
    for line in str(e).splitlines():
        if "0x" not in line and not line.startswith("During: typing of call") and not line.startswith("File "):
            print(line)

@njit
def both(S, flag):
    return np.linalg.svd(S, full_matrices=False, compute_uv=True)[1]

both(np.eye(2), 3)
# expect: [4. 3.]
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect:  
# expect:  >>> svd(array(float64, 2d, C), compute_uv=Literal[bool](False))
# expect:  
# expect: There are 2 candidate implementations:
# expect:   - Of which 2 did not match due to:
# expect:   Overload in function 'svd_impl': File: numba/np/linalg.py: Line 1276.
# expect:     With argument(s): '(array(float64, 2d, C), compute_uv=bool)':
# expect:    Rejected as the implementation raised a specific error:
# expect:      TypingError: got an unexpected keyword argument 'compute_uv'
# expect:   raised from /usr/lib/python3/dist-packages/numba/core/typing/templates.py:791
# expect: 
# expect: 
# expect: 
# expect: def values_only(S):
# expect:     <source elided>
# expect:     w = np.linalg.eigvalsh(S)
# expect:     s = np.linalg.svd(S, compute_uv=False)
# expect:     ^
# expect runtime error:     ^
