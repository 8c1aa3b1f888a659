# missing with kwonly
def f(*args, k):
    return args
f(1, 2)
# expect runtime error: TypeError: f() missing 1 required keyword-only argument: 'k'
