# A class keyword given twice is a syntax error, as in CPython.
class C(object, x=1, x=2):
    pass
# expect error: SyntaxError: keyword argument repeated: x
