def g():
    f = lambda: yield 1
# expect error: SyntaxError: invalid syntax
