def f(:
    pass
# expect error: SyntaxError: invalid syntax
