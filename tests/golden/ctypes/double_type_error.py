# A str given to c_double.
import ctypes as ct

print(ct.c_double("x"))
# expect runtime error: TypeError: must be real number, not str
