# next(g) of a generator that returns a value raises StopIteration carrying it (once: a later
# next(g) has none); next(g, default) answers the default; a loop or list() drops the value.
def gen():
    yield 1
    return 5

g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value, e.args, repr(e))
try:
    next(g)
except StopIteration as e:
    print("again", e.value, e.args)
g = gen()
next(g)
print(next(g, "default"))
g = gen()
print(list(g))
try:
    next(g)
except StopIteration as e:
    print("after list", e.value, e.args)
# expect: value 5 (5,) StopIteration(5)
# expect: again None ()
# expect: default
# expect: [1]
# expect: after list None ()
