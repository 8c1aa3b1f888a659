# A class keyword given twice is a syntax error, as in CPython.
class C(object, x=1, x=2):
    pass
# expect error: class_keyword_repeated.py:2:22: error: keyword argument repeated: x
