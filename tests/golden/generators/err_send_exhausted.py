# send() to a finished generator raises StopIteration
def g():
    yield 1

it = g()
list(it)
it.send(None)
# expect runtime error: StopIteration
