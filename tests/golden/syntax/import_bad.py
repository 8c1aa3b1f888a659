import
# expect error: SyntaxError: invalid syntax
