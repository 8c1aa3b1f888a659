x = 1
x++
# expect error: SyntaxError: invalid syntax
