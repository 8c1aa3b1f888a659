# An index past the end of a ctypes array.
import ctypes as ct

a = (ct.c_int * 3)(1, 2, 3)
print(a[3])
# expect runtime error: IndexError: invalid index
