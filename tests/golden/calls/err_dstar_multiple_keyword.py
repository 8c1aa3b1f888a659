# an explicit keyword also in the ** mapping
def f(**kw):
    return kw

f(a=1, **{'a': 2})
# expect runtime error: TypeError: __main__.f() got multiple values for keyword argument 'a'
