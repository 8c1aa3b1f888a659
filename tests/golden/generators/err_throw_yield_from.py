# an exception thrown into a delegating generator goes through both frames
def inner():
    yield 1

def outer():
    r = yield from inner()
    return r

g = outer()
next(g)
g.throw(IndexError('deep'))
# expect runtime error: IndexError: deep
