# with both * and **, the ** operand is checked first
def f(*a, **kw):
    return kw

f(*5, **5)
# expect runtime error: TypeError: __main__.f() argument after ** must be a mapping, not int
