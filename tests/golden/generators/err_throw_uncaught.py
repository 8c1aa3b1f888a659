# an exception thrown in and not handled leaves the generator and finishes it
def g():
    try:
        yield 1
    finally:
        print('finally')

it = g()
next(it)
it.throw(KeyError('k'))
# expect: finally
# expect runtime error: KeyError: 'k'
