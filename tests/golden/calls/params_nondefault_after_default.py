def f(a=1, /, b):
    pass
# expect error: SyntaxError: non-default argument follows default argument
