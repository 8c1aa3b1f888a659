# @jit(forceobj=True) runs the function as Python, without a warning.
from numba import jit

@jit(forceobj=True)
def lookup(d, k):
    return d[k] * 2

print(lookup({'a': 21}, 'a'))
# expect: 42
