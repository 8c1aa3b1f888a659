# * unpacking cannot follow ** unpacking
def f(*a, **k):
    return a

f(x=1, **{}, *[2])
# expect error: SyntaxError: iterable argument unpacking follows keyword argument unpacking
