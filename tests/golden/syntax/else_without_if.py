else:
    pass
# expect error: SyntaxError: invalid syntax
