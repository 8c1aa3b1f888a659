# a StopIteration thrown in and not handled becomes RuntimeError too
def g():
    yield 1

it = g()
next(it)
it.throw(StopIteration)
# expect runtime error: RuntimeError: generator raised StopIteration
