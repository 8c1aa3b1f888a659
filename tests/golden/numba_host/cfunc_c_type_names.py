# numba.cfunc with a signature object in C's type names (types.intc, types.short): a C int
# result wraps as C's int does when called through .ctypes.
from numba import cfunc, types, intc

@cfunc(types.intc(types.intc, types.short))
def mix(a, b):
    return a * 3 + b

print(mix(2, 1), mix.ctypes(2, 1), mix.ctypes(2**31 - 1, 0))
print(intc, types.size_t, types.uchar)
# expect: 7 7 2147483645
# expect: int32 uint64 uint8
