def f(a, /, b, /):
    pass
# expect error: SyntaxError: / may appear only once
