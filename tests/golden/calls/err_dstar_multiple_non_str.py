# the repeated key is written with str()
def f(**kw):
    return kw

f(**{1: 1}, **{1: 2})
# expect runtime error: TypeError: __main__.f() got multiple values for keyword argument '1'
