# star not iterable
def f(a):
    return a
f(*5)
# expect runtime error: TypeError: __main__.f() argument after * must be an iterable, not int
