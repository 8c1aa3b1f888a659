# Reading through a NULL pointer.
import ctypes as ct

p = ct.POINTER(ct.c_double)()
print(p[0])
# expect runtime error: ValueError: NULL pointer access
