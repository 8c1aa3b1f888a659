# libc's abs and labs through CDLL and ctypes.util.find_library; the default restype is c_int.
import ctypes
import ctypes.util

libc = ctypes.CDLL(ctypes.util.find_library("c"))
print(libc.abs(-42), libc.abs(7))
libc.labs.restype = ctypes.c_long
libc.labs.argtypes = [ctypes.c_long]
print(libc.labs(-(2 ** 40)))
print(libc.abs(2 ** 31))
print(ctypes.util.find_library("m"), ctypes.util.find_library("no_such_lib_weft"))
# expect: 42 7
# expect: 1099511627776
# expect: -2147483648
# expect: libm.so.6 None
