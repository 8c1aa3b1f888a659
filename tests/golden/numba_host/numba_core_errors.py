# numba.core.errors' classes import by every route and keep Numba's hierarchy.
import numba
import numba.core.errors as errs
from numba.core.errors import NumbaWarning, NumbaDeprecationWarning, NumbaPerformanceWarning
from numba.core.errors import NumbaPendingDeprecationWarning, TypingError, NumbaError
print(NumbaWarning, NumbaDeprecationWarning.__name__, issubclass(NumbaDeprecationWarning, DeprecationWarning))
print(issubclass(TypingError, NumbaError), issubclass(NumbaPerformanceWarning, Warning))
print(numba.core.errors.TypingError is TypingError, errs.NumbaPendingDeprecationWarning)
try:
    raise TypingError("bad types")
except NumbaError as e:
    print(type(e).__name__, e)

# expect: <class 'numba.core.errors.NumbaWarning'> NumbaDeprecationWarning False
# expect: True True
# expect: True <class 'numba.core.errors.NumbaPendingDeprecationWarning'>
# expect: TypingError bad types
