# too many range
def f(a, b=1):
    return a
f(1, 2, 3)
# expect runtime error: TypeError: f() takes from 1 to 2 positional arguments but 3 were given
