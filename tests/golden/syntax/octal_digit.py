x = 0o8
# expect error: SyntaxError: invalid digit '8' in octal literal
