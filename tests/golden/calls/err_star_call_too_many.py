# star call too many
def f(a, b):
    return a
f(*[1, 2, 3])
# expect runtime error: TypeError: f() takes 2 positional arguments but 3 were given
