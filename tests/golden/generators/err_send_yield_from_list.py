# yield from a list delegates to its iterator, which has no send()
def g():
    yield from [1, 2]

it = g()
next(it)
it.send(5)
# expect runtime error: AttributeError: 'list_iterator' object has no attribute 'send'
