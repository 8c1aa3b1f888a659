# ** of something that is not a mapping
def f(**kw):
    return kw

f(**5)
# expect runtime error: TypeError: __main__.f() argument after ** must be a mapping, not int
