# An attribute Numba's arrays lack, in @njit code: the TypingError names the array's Numba type
# (layout F for a Fortran-ordered argument, A for a strided one).
import numpy as np
from numba import njit
from numba.core.errors import TypingError

@njit
def f(a):
    return a.foo

for arg in (np.zeros((2, 3), order='F'), np.zeros(4)[::2], np.zeros(3, dtype=np.int32)):
    try:
        f(arg)
    except TypingError as e:
        print(str(e).splitlines()[1])
f(np.zeros(3))
# expect: Unknown attribute 'foo' of type array(float64, 2d, F)
# expect: Unknown attribute 'foo' of type array(float64, 1d, A)
# expect: Unknown attribute 'foo' of type array(int32, 1d, C)
# expect stderr: Unknown attribute 'foo' of type array(float64, 1d, C)
# expect stderr: File "njit_array_unknown_attribute.py", line 9:
# expect stderr: def f(a):
# expect stderr:     return a.foo
# expect runtime error:     ^
