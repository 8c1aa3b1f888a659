# a key naming a parameter already given positionally
def f(a, **kw):
    return kw

f(1, **{'a': 2})
# expect runtime error: TypeError: f() got multiple values for argument 'a'
