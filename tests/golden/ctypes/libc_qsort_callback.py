# libc's qsort with a Python comparison function (CFUNCTYPE: a libffi closure).
import ctypes
import ctypes.util

libc = ctypes.CDLL(ctypes.util.find_library("c"))
CMP = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int))
calls = []

def by_value(a, b):
    calls.append(1)
    return a[0] - b[0]

IntArray5 = ctypes.c_int * 5
arr = IntArray5(5, 1, 7, 33, 99)
libc.qsort(arr, len(arr), ctypes.sizeof(ctypes.c_int), CMP(by_value))
print(list(arr), len(calls) > 0)
libc.qsort.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, CMP]
libc.qsort(arr, 5, 4, CMP(lambda a, b: b[0] - a[0]))
print(list(arr))
# expect: [1, 5, 7, 33, 99] True
# expect: [99, 33, 7, 5, 1]
