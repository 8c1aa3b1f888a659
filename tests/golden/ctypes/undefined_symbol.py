# A name the library does not define.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.no_such_function_here(1)
# expect runtime error: AttributeError: ../../../build/test/libweftffi.so: undefined symbol: no_such_function_here
