# close() takes no arguments
def g():
    yield 1

g().close(1)
# expect runtime error: TypeError: generator.close() takes no arguments (1 given)
