# **kwargs does not satisfy a required keyword-only parameter
def f(*, k, **kw):
    return kw

f(x=1)
# expect runtime error: TypeError: f() missing 1 required keyword-only argument: 'k'
