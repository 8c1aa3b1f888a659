# too many kwonly plural
def f(a, b=1, *, c, d=3):
    return a
f(1, 2, 3, c=4, d=5)
# expect runtime error: TypeError: f() takes from 1 to 2 positional arguments but 3 positional arguments (and 2 keyword-only arguments) were given
