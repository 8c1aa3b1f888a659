# dispatcher._cache: Numba's FunctionCache with cache=True (its files go to NUMBA_CACHE_DIR),
# NullCache without; the results are the same.
import os, tempfile
os.environ['NUMBA_CACHE_DIR'] = tempfile.mkdtemp()
import numpy as np
from numba import njit, jit

@njit(cache=True)
def poly(x):
    return 3 * x ** 2 + 2 * x + 1

@njit
def plain(x):
    return x * 2

@jit(nopython=True, cache=False)
def off(x):
    return x - 1

print(poly(2.0), poly(np.arange(3.0)), plain(4), off(3))
print(poly.signatures)
for f in (poly, plain, off):
    print(type(f._cache).__name__, type(f._cache).__module__)
print(poly.targetoptions)
# expect: 17.0 [ 1.  6. 17.] 8 2
# expect: [(float64,), (array(float64, 1d, C),)]
# expect: FunctionCache numba.core.caching
# expect: NullCache numba.core.caching
# expect: NullCache numba.core.caching
# expect: {'nopython': True, 'boundscheck': None}
