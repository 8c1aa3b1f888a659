# A dict passed into nopython code: Numba's TypingError, naming the argument it cannot type.
from numba import jit

@jit(nopython=True)
def dict_func(x):
    return x['key']

dict_func(dict(key='value'))
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: non-precise type pyobject
# expect runtime error: - argument 0: Cannot determine Numba type of <class 'dict'>
