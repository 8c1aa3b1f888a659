# A user exception class deriving from ValueError is caught by `except ValueError`.
class MyError(ValueError):
    pass

try:
    raise MyError("bad value")
except ValueError as e:
    print("caught", type(e).__name__, e)
# expect: caught MyError bad value
