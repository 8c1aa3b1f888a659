# golden-module: classes and an exception class defined in a module
class MyError(Exception):
    pass


class Plain:
    pass


def fail():
    raise MyError("custom")
