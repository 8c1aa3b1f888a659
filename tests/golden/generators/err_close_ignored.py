# a generator must not yield after GeneratorExit
def g():
    try:
        yield 1
    except GeneratorExit:
        yield 2

it = g()
next(it)
it.close()
# expect runtime error: RuntimeError: generator ignored GeneratorExit
