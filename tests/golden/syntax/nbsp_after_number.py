x = 1 + 2
# expect error: SyntaxError: invalid decimal literal
