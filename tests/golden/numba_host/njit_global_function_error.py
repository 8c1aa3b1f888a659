# @njit code calling a plain Python function: Numba's TypingError (untyped global name).
from numba import njit

def helper(x):
    return x + 1

@njit
def f(x):
    y = x * 2
    return helper(y)

print(f(1))
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: Untyped global name 'helper': Cannot determine Numba type of <class 'function'>
# expect stderr: File "njit_global_function_error.py", line 10:
# expect stderr:     <source elided>
# expect runtime error:     ^
