# Unwinding frees what it unwinds: binding fails after many starred arguments were spread
def f(a, b):
    return a
f(*[[i] for i in range(50)])
# expect runtime error: TypeError: f() takes 2 positional arguments but 50 were given
