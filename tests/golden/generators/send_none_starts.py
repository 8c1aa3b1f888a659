# send(None) starts a generator like next()
def g():
    x = yield 'first'
    yield x

it = g()
print(it.send(None))
print(it.send('second'))
# expect: first
# expect: second
