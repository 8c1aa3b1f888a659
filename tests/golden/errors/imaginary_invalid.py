z = 1jx
# expect error: SyntaxError: invalid imaginary literal
