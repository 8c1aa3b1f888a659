# an exception instance cannot come with a separate value
def g():
    yield 1

g().throw(ValueError('a'), 'b')
# expect runtime error: TypeError: instance exception may not have a separate value
