for i range(3):
    pass
# expect error: SyntaxError: invalid syntax
