# numba.cfunc: .ctypes calls through C (arguments and result converted to the C types), calling
# the object calls the Python function; the address can be wrapped by a ctypes prototype.
import ctypes
from numba import cfunc, float64, int32

@cfunc("float64(float64, float64)")
def add(x, y):
    return x + y

print(add.ctypes(1.5, 2.0), add(1, 2), add.__name__)
print(type(add.ctypes).__name__, type(add).__name__)
proto = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double, ctypes.c_double)
print(proto(add.address)(2.0, 3.0))

@cfunc(int32(int32))
def twice(x):
    return x * 2
print(twice(3), twice.ctypes(2**33 + 3))
# expect: 3.5 3 add
# expect: CFunctionType CFunc
# expect: 5.0
# expect: 6 6
