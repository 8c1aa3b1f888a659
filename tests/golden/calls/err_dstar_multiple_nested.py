# a nested function is named by its qualified name
def outer():
    def inner(**kw):
        return kw
    return inner

outer()(a=1, **{'a': 2})
# expect runtime error: TypeError: __main__.outer.<locals>.inner() got multiple values for keyword argument 'a'
