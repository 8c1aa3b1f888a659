a[1:2:3:4]
# expect error: SyntaxError: invalid syntax
