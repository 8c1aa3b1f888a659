# numba.cfunc: a comparison function with a C signature, passed to libc's qsort by its address.
# no-cross-check: loads libc with ctypes.CDLL(None) (the oracle runs it the same way; kept out for its start-up time)
import ctypes
from numba import cfunc

@cfunc("intc(CPointer(intc), CPointer(intc))")
def compare(a, b):
    return a[0] - b[0]

libc = ctypes.CDLL(None)
libc.qsort.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_void_p]
libc.qsort.restype = None
arr = (ctypes.c_int * 6)(5, -3, 9, 1, 4, 0)
libc.qsort(arr, len(arr), ctypes.sizeof(ctypes.c_int), compare.address)
print(list(arr))
print(type(compare.address).__name__, compare.address != 0)
print(compare.native_name.startswith("cfunc."))
# expect: [-3, 0, 1, 4, 5, 9]
# expect: int True
# expect: True
