# __mro__ of the builtin exception classes, as courses print it to show the hierarchy.
print(KeyError.__mro__)
# expect: (<class 'KeyError'>, <class 'LookupError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
print(ZeroDivisionError.__mro__)
# expect: (<class 'ZeroDivisionError'>, <class 'ArithmeticError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
print([c.__name__ for c in FileNotFoundError.__mro__])
# expect: ['FileNotFoundError', 'OSError', 'Exception', 'BaseException', 'object']


class AppError(LookupError):
    pass


print(AppError.__mro__[1:] == LookupError.__mro__)
# expect: True
