def g():
    yield = 1
# expect error: SyntaxError: assignment to yield expression not possible
