# too many with kwonly
def f(a, *, k):
    return a
f(1, 2, k=3)
# expect runtime error: TypeError: f() takes 1 positional argument but 2 positional arguments (and 1 keyword-only argument) were given
