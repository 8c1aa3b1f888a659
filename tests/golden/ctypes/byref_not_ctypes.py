# byref needs a ctypes instance.
import ctypes as ct

ct.byref(5)
# expect runtime error: TypeError: byref() argument must be a ctypes instance, not 'int'
