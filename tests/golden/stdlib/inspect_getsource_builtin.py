# getsource of a builtin function: CPython's TypeError.
import inspect
try:
    inspect.getsource(3)
except TypeError as e:
    print(e)
inspect.getsource(len)
# expect: module, class, method, function, traceback, frame, or code object was expected, got int
# expect runtime error: TypeError: module, class, method, function, traceback, frame, or code object was expected, got builtin_function_or_method
