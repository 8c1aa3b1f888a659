# An instance shows its class's __module__ and __doc__ (None when the class has no docstring).
class Empty:
    pass


class Documented:
    "A class with a docstring."


e = Empty()
print(e.__module__, e.__doc__, Documented().__doc__)
# expect: __main__ None A class with a docstring.
print(type(e).__module__ + "." + type(e).__qualname__)
# expect: __main__.Empty
