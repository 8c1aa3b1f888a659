# a generator's type is named 'generator'; its repr names the function's qualified name
def g():
    yield 1

def outer():
    def inner():
        yield 2
    return inner()

print(type(g()).__name__)
print(repr(g()).startswith('<generator object g at 0x'))
print(repr(outer()).startswith('<generator object outer.<locals>.inner at 0x'))
print(type(x for x in []).__name__)
# expect: generator
# expect: True
# expect: True
# expect: generator
