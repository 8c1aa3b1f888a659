# A global name that is not defined when an @njit function is first called is Numba's
# TypingError (its frontend's NameError, with no source excerpt), even in a branch not taken.
from numba import njit

@njit
def h(a):
    if a > 100:
        return undefined_thing(a)
    return a

try:
    h(1)
except Exception as e:
    print(type(e).__name__)
    print(repr(str(e)))

@njit
def k(a):
    return also_missing + a

k(2)
# expect: TypingError
# expect: "Failed in nopython mode pipeline (step: nopython frontend)\nNameError: name 'undefined_thing' is not defined"
# expect runtime error: NameError: name 'also_missing' is not defined
