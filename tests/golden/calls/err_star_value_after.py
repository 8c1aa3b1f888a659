# star value after
def f(a, b):
    return a
f(1, *5)
# expect runtime error: TypeError: Value after * must be an iterable, not int
