class = 3
# expect error: SyntaxError: invalid syntax
