# throw() into a generator that has not started raises at its first line
def g():
    try:
        yield 1
    except KeyError:
        print('not reached: the try has not started')

g().throw(KeyError('early'))
# expect runtime error: KeyError: 'early'
