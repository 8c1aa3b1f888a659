# throw() into a finished generator raises the exception at the call
def g():
    yield 1

it = g()
list(it)
it.throw(TypeError('after the end'))
# expect runtime error: TypeError: after the end
