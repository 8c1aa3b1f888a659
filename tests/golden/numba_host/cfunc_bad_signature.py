# numba.cfunc with a signature that is neither a string nor a signature: Numba's TypeError.
from numba import cfunc
cfunc(5)
# expect runtime error: TypeError: invalid signature: 5 (type: 'int') evaluates to 'int' instead of tuple or Signature
