# a generator cannot be resumed from its own body
def g():
    yield it.send(None)

it = g()
next(it)
# expect runtime error: ValueError: generator already executing
