# a keyword naming a parameter given positionally is not swallowed by **kwargs
def f(a, **kw):
    return kw

f(1, a=2)
# expect runtime error: TypeError: f() got multiple values for argument 'a'
