# yield is an expression: None when resumed by next(), the value when by send()
def g():
    a = yield
    print('a', a)
    b = (yield 1) or 'default'
    print('b', b)
    print('c', (yield 2) * 2)

it = g()
print(next(it))
print(it.send('x'))
print(next(it))
try:
    it.send(21)
except StopIteration:
    print('done')
# expect: None
# expect: a x
# expect: 1
# expect: b default
# expect: 2
# expect: c 42
# expect: done
