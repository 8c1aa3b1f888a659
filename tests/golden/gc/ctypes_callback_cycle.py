# A ctypes callback whose function names the callback (through a closure cell), and a
# structure kept by an object it points to, are cycles the collector frees.
import ctypes
import gc

CMP = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int))
libc = ctypes.CDLL(None)


def sort(values):
    arr = (ctypes.c_int * len(values))(*values)

    def compare(a, b):
        compare.calls = getattr(compare, "calls", 0) + 1
        return a[0] - b[0]
    compare.me = CMP(compare)
    libc.qsort(arr, len(values), ctypes.sizeof(ctypes.c_int), compare.me)
    return list(arr)


gc.collect()
print(sort([3, 1, 2]))
print(gc.collect() > 0, gc.collect())
# expect: [1, 2, 3]
# expect: True 0
