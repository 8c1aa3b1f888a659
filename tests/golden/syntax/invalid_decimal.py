x = 1abc
# expect error: SyntaxError: invalid decimal literal
