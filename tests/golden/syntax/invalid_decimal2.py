x = 3rd
# expect error: SyntaxError: invalid decimal literal
