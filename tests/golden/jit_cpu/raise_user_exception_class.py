# A user exception class (a global deriving from Exception) raised in @njit: Numba types it as an
# exception class, so the function compiles and the caller catches the user's class.
from numba import njit

class BadInput(Exception):
    pass

class Negative(BadInput):
    pass

@njit
def check(x):
    if x < 0:
        raise Negative("negative value")
    if x == 0:
        raise BadInput
    if x > 100:
        raise ValueError("too big", 100)
    return x * 2

print(check(3))
for v in (-1, 0, 200):
    try:
        check(v)
    except BadInput as e:
        print(type(e).__name__, repr(e), isinstance(e, BadInput))
    except ValueError as e:
        print(type(e).__name__, e.args)
check(-5)
# expect: 6
# expect: Negative Negative('negative value') True
# expect: BadInput BadInput() True
# expect: ValueError ('too big', 100)
# expect runtime error: Negative: negative value
