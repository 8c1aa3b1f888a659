# An uncaught instance of a user exception class: the last line is "MyError: message".
class MyError(ValueError):
    pass

def check(x):
    if x < 0:
        raise MyError(f"negative: {x}")

check(-3)
# expect runtime error: MyError: negative: -3
