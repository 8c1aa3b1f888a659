def f(*, a, /):
    pass
# expect error: SyntaxError: / must be ahead of *
