# A @jit dispatcher carries its function's __doc__, __qualname__, __module__ and __wrapped__
# (functools.update_wrapper's, as Numba's Dispatcher does).
from numba import njit, jit

@njit
def double(x):
    """Doubles x."""
    return 2 * x

@jit(nopython=True)
def same(x):
    return x

print(double.__doc__, same.__doc__)
print(double.__qualname__, double.__module__, double.__name__)
print(double.__wrapped__ is double.py_func, double(21))
# expect: Doubles x. None
# expect: double __main__ double
# expect: True 42
