# a generator that resumes itself
def g():
    yield next(x)

x = g()
next(x)
# expect runtime error: ValueError: generator already executing
