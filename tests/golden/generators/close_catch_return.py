# a generator may catch GeneratorExit and return: close() returns None
def g():
    try:
        yield 1
    except GeneratorExit:
        print('exiting')
        return 'ignored value'

it = g()
next(it)
print(it.close())
# expect: exiting
# expect: None
