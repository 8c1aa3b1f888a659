if a && b:
    pass
# expect error: SyntaxError: invalid syntax
