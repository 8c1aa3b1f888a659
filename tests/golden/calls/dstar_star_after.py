# * unpacking cannot follow ** unpacking
def f(*a, **k):
    return a

f(x=1, **{}, *[2])
# expect error: dstar_star_after.py:5:3: error: iterable argument unpacking follows keyword argument unpacking
