def f:
    pass
# expect error: SyntaxError: expected '('
