# IOError and EnvironmentError are the builtin names OSError keeps from Python 2
import builtins
try:
    open("/nonexistent_dir_weft/x.txt")
except IOError as e:
    print("IOError caught:", type(e).__name__, e.errno)
try:
    raise EnvironmentError(13, "denied")
except OSError as e:
    print(type(e).__name__, e)
print(IOError is OSError, EnvironmentError is OSError, builtins.IOError, IOError.__name__)
# expect: IOError caught: FileNotFoundError 2
# expect: PermissionError [Errno 13] denied
# expect: True True <class 'OSError'> OSError
