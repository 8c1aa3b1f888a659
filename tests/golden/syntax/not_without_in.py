if x not y:
    pass
# expect error: SyntaxError: invalid syntax
