# numba re-exports numba.core.errors' warning and error classes (course code filters warnings by them).
import warnings
import numba
from numba import NumbaDeprecationWarning, TypingError
from numba.core import errors

warnings.filterwarnings(action="ignore", category=numba.NumbaPerformanceWarning, module="numba")
warnings.simplefilter("ignore", category=NumbaDeprecationWarning)
print(numba.NumbaPerformanceWarning is errors.NumbaPerformanceWarning)
print(issubclass(numba.NumbaPerformanceWarning, numba.NumbaWarning))
print(issubclass(TypingError, numba.NumbaError), numba.TypingError.__name__)
try:
    raise numba.NumbaValueError("bad value")
except numba.NumbaError as e:
    print(type(e).__name__, e)

# expect: True
# expect: True
# expect: True TypingError
# expect: NumbaValueError bad value
