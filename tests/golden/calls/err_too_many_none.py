# too many none
def f():
    return 0
f(1)
# expect runtime error: TypeError: f() takes 0 positional arguments but 1 was given
