2nd = 5
# expect error: SyntaxError: invalid decimal literal
