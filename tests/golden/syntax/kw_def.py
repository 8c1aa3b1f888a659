def if(): pass
# expect error: SyntaxError: invalid syntax
