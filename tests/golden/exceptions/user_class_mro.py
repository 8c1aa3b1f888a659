# The class of a user exception: __mro__, __bases__, __name__, e.__class__ and type(e).
class MyError(LookupError):
    pass

e = MyError("k")
print(MyError.__mro__)
print(MyError.__bases__, MyError.__name__)
print(e.__class__, type(e) is MyError, type(e).__name__)
# expect: (<class '__main__.MyError'>, <class 'LookupError'>, <class 'Exception'>, <class 'BaseException'>, <class 'object'>)
# expect: (<class 'LookupError'>,) MyError
# expect: <class '__main__.MyError'> True MyError
