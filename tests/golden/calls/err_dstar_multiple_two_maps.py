# the same key in two ** mappings
def f(**kw):
    return kw

f(**{'b': 1}, **{'b': 2})
# expect runtime error: TypeError: __main__.f() got multiple values for keyword argument 'b'
