# An uncaught StopIteration from next(g) shows the value the generator returned.
def gen():
    yield 1
    return 5

g = gen()
print(next(g))
next(g)
# expect: 1
# expect runtime error: StopIteration: 5
