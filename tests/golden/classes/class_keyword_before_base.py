# A base after a class keyword is a syntax error, as in CPython.
class C(x=1, object):
    pass
# expect error: class_keyword_before_base.py:2:14: error: positional argument follows keyword argument
