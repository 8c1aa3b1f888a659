# send() passes through yield from to the generator it delegates to, two levels deep
def inner():
    x = yield 'i1'
    y = yield 'i2 ' + str(x)
    return 'inner ' + str(y)

def middle():
    r = yield from inner()
    z = yield 'm ' + r
    return z

def outer():
    r = yield from middle()
    yield 'outer ' + str(r)

g = outer()
print(next(g))
print(g.send(1))
print(g.send(2))
print(g.send(3))
# expect: i1
# expect: i2 1
# expect: m inner 2
# expect: outer 3
