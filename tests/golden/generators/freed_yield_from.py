# Freeing a generator suspended in a yield from closes the one it delegates to as well; an
# exception being handled meanwhile is kept; a generator that returns normally is not closed.
def inner():
    try:
        yield 1
    finally:
        print("inner finally")

def outer():
    try:
        yield from inner()
    finally:
        print("outer finally")

o = outer()
next(o)
del o
print("after outer")
try:
    g = inner()
    next(g)
    raise KeyError("k")
except KeyError as e:
    del g
    print("handled", repr(e))
g = inner()
print(list(g))
del g
print("end")
# expect: inner finally
# expect: outer finally
# expect: after outer
# expect: inner finally
# expect: handled KeyError('k')
# expect: inner finally
# expect: [1]
# expect: end
