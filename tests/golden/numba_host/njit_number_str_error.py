# A number plus a string literal in @njit code: Numba's TypingError (no implementation of
# add for int64 and Literal[str]); caught, it is a TypingError.
from numba import njit
from numba.core.errors import TypingError

@njit
def add_str(x):
    return x + "a"

try:
    add_str(1)
except TypingError as e:
    print(type(e).__name__, str(e).splitlines()[1])

@njit
def sub_str(x):
    y = x * 2
    return "units" - y

sub_str(2.5)
# expect: TypingError No implementation of function Function(<built-in function add>) found for signature:
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr:  >>> sub(Literal[str](units), float64)
# expect stderr: There are 14 candidate implementations:
# expect stderr:     With argument(s): '(unicode_type, float64)':
# expect stderr:     * (uint64, uint64) -> uint64
# expect stderr: File "njit_number_str_error.py", line 18:
# expect runtime error:     ^
