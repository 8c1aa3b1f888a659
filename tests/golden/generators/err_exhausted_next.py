# next() of an exhausted generator
def g():
    yield 1

x = g()
print(next(x))
next(x)
# expect: 1
# expect runtime error: StopIteration
