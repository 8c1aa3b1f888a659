def f(a, *):
    pass
# expect error: SyntaxError: named arguments must follow bare *
