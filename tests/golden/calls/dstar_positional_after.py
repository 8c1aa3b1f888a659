# a positional argument cannot follow ** unpacking
def f(*a, **k):
    return a

f(**{}, 1)
# expect error: dstar_positional_after.py:5:9: error: positional argument follows keyword argument unpacking
