# missing kwonly
def f(a, *, k):
    return a
f(1)
# expect runtime error: TypeError: f() missing 1 required keyword-only argument: 'k'
