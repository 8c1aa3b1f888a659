# A base after a class keyword is a syntax error, as in CPython.
class C(x=1, object):
    pass
# expect error: SyntaxError: positional argument follows keyword argument
