# A global name that is not defined when an @njit function is first called is Numba's
# TypingError (its frontend's NameError, with no source excerpt), even in a branch not taken.
from numba import njit, int64

@njit(int64(int64))  # compiled at once: its own name is not bound yet, and that is no error
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

print(fact(10))

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
# expect: 3628800
# expect: TypingError
# expect: "Failed in nopython mode pipeline (step: nopython frontend)\nNameError: name 'undefined_thing' is not defined"
# expect runtime error: NameError: name 'also_missing' is not defined
