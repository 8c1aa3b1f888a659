def f(a, b
    return a
# expect error: SyntaxError: '(' was never closed
