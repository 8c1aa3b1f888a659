# The builtin exception classes are values: printed, named, compared, tested.
import numpy as np
print(ValueError, KeyError, BaseException, np.AxisError)
print(ValueError.__name__, np.AxisError.__name__, np.AxisError.__module__, ValueError.__module__)
print(ValueError.__bases__, np.AxisError.__bases__, ZeroDivisionError.__bases__)
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, IndexError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(UnboundLocalError, NameError))
print(issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(FileNotFoundError, OSError), issubclass(KeyboardInterrupt, Exception))
print(issubclass(KeyboardInterrupt, BaseException), issubclass(SystemExit, Exception))
print(issubclass(np.AxisError, ValueError), issubclass(np.AxisError, IndexError))
print(issubclass(ValueError, (KeyError, Exception)), issubclass(bool, int))
print(isinstance(ValueError(), Exception), isinstance(ValueError(), (KeyError, TypeError)))
print(isinstance(ValueError, type), type(ValueError), ValueError == ValueError)
e = LookupError("x")
print(type(e), e.__class__.__name__, isinstance(e, LookupError), isinstance(e, KeyError))
errors = [TypeError, ValueError]
print(errors, [c.__name__ for c in errors])
# expect: <class 'ValueError'> <class 'KeyError'> <class 'BaseException'> <class 'numpy.AxisError'>
# expect: ValueError AxisError numpy builtins
# expect: (<class 'Exception'>,) (<class 'ValueError'>, <class 'IndexError'>) (<class 'ArithmeticError'>,)
# expect: True False
# expect: True True
# expect: True True
# expect: True False
# expect: True False
# expect: True True
# expect: True True
# expect: True False
# expect: True <class 'type'> True
# expect: <class 'LookupError'> LookupError True False
# expect: [<class 'TypeError'>, <class 'ValueError'>] ['TypeError', 'ValueError']
