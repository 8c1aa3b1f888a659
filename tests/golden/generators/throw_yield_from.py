# throw() reaches the generator a yield from delegates to
def inner():
    try:
        yield 'inner'
    except KeyError:
        yield 'inner caught'

def outer():
    try:
        yield from inner()
    except ValueError:
        yield 'outer caught'

g = outer()
print(next(g))
print(g.throw(KeyError))
print(g.throw(ValueError))
# expect: inner
# expect: inner caught
# expect: outer caught
