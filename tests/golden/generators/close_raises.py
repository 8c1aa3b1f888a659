# an exception raised while closing propagates from close()
def g():
    try:
        yield 1
    finally:
        raise ValueError('from finally')

it = g()
next(it)
try:
    it.close()
except ValueError as e:
    print(e, type(e.__context__).__name__)
# expect: from finally GeneratorExit
