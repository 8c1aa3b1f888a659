def f(x)
    return x
# expect error: SyntaxError: expected ':'
