# after an uncaught throw() the generator is finished; a caught one that returns stops it
def g():
    yield 1
    yield 2

it = g()
next(it)
try:
    it.throw(ValueError('v'))
except ValueError as e:
    print('propagated', e)
print(list(it))

def h():
    try:
        yield 1
    except KeyError:
        return 'handled'

it = h()
next(it)
try:
    it.throw(KeyError)
except StopIteration as e:
    print('stop', e.value)
# expect: propagated v
# expect: []
# expect: stop handled
