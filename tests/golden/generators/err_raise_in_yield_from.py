# an exception in a delegated-to generator passes through both
def g():
    yield 1
    yield from h()

def h():
    yield 2
    y = undefined_name
    yield 3

print(list(g()))
# expect runtime error: NameError: name 'undefined_name' is not defined
