# too many positional
def f(a, *, k):
    return a
f(1, 2)
# expect runtime error: TypeError: f() takes 1 positional argument but 2 were given
