# numba.cfunc applied to something that is not a function: Numba's AttributeError.
from numba import cfunc
try:
    cfunc("int32(int32)")(5)
except AttributeError as e:
    print(e)
# expect: 'int' object has no attribute '__name__'
