# Keyword arguments to an exception class without its own __init__: CPython's TypeError.
class MyError(Exception):
    pass

MyError("x", code=1)
# expect runtime error: TypeError: MyError() takes no keyword arguments
