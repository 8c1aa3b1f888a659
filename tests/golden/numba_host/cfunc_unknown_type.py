# numba.cfunc: a signature string naming no Numba type is a NameError (Numba evaluates it).
from numba import cfunc
@cfunc("foo(int32)")
def f(x):
    return x
# expect runtime error: NameError: name 'foo' is not defined
