# a positional argument cannot follow ** unpacking
def f(*a, **k):
    return a

f(**{}, 1)
# expect error: SyntaxError: positional argument follows keyword argument unpacking
