x = 1 *
y = 2
# expect error: SyntaxError: invalid syntax
