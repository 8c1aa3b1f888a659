# A float stored into an integer type.
import ctypes as ct

x = ct.c_int()
x.value = 1.5
# expect runtime error: TypeError: 'float' object cannot be interpreted as an integer
