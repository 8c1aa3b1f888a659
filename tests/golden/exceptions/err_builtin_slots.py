# Misusing the builtin exception classes' special methods: CPython's descriptor messages;
# BaseException.__new__ makes an instance of a builtin exception class without __init__.
for f in [lambda: Exception.__init__(5), lambda: BaseException.__init__(5, 1), lambda: Exception.__str__(5),
          lambda: ValueError.__init__(KeyError()), lambda: BaseException.__new__(5), lambda: BaseException.__new__(int),
          lambda: ValueError.__init__()]:
    try:
        f()
    except TypeError as ex:
        print(ex)
o = OSError.__new__(OSError)
print(repr(o), o.args, o.errno, type(o))
o2 = OSError.__new__(OSError, 2, "No such file")
print(repr(o2), type(o2), o2.errno, o2.strerror, repr(OSError.__new__(FileNotFoundError)))
v = ValueError.__new__(ValueError, 1, 2)
print(repr(v), v.args)
KeyError.__str__(ValueError())

# expect: descriptor '__init__' requires a 'Exception' object but received a 'int'
# expect: descriptor '__init__' requires a 'BaseException' object but received a 'int'
# expect: descriptor '__str__' requires a 'BaseException' object but received a 'int'
# expect: descriptor '__init__' requires a 'ValueError' object but received a 'KeyError'
# expect: BaseException.__new__(X): X is not a type object (int)
# expect: BaseException.__new__(int): int is not a subtype of BaseException
# expect: descriptor '__init__' of 'ValueError' object needs an argument
# expect: OSError() () None <class 'OSError'>
# expect: FileNotFoundError(2, 'No such file') <class 'FileNotFoundError'> 2 No such file FileNotFoundError()
# expect: ValueError(1, 2) (1, 2)
# expect runtime error: TypeError: descriptor '__str__' requires a 'KeyError' object but received a 'ValueError'
