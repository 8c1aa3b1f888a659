# **kwargs takes no positional arguments
def f(a, **kw):
    return kw

f(1, 2, b=3)
# expect runtime error: TypeError: f() takes 1 positional argument but 2 were given
