# throw() raises inside the generator; a handler there lets it yield again
def g():
    while True:
        try:
            yield 'ready'
        except ValueError as e:
            print('caught', e)

it = g()
next(it)
print(it.throw(ValueError('one')))
print(it.throw(ValueError, 'two'))
print(it.throw(ValueError, ('three',)))
# expect: caught one
# expect: ready
# expect: caught two
# expect: ready
# expect: caught three
# expect: ready
