# throw() needs an exception class or instance
def g():
    yield 1

g().throw(5)
# expect runtime error: TypeError: exceptions must be classes or instances deriving from BaseException, not int
