# An attribute numbers lack, in @njit code: Numba's TypingError "Unknown attribute"; caught, it
# is a TypingError whose first line names the pipeline step.
from numba import njit
from numba.core.errors import TypingError

@njit
def bad(x):
    y = x + 1
    return x.foo

try:
    bad(1.5)
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
print(bad(1))
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'foo' of type float64
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: Unknown attribute 'foo' of type int64
# expect stderr: File "njit_unknown_attribute_error.py", line 9:
# expect stderr: def bad(x):
# expect stderr:     <source elided>
# expect stderr:     y = x + 1
# expect stderr:     return x.foo
# expect runtime error:     ^
