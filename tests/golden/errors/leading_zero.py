x = 0123
# expect error: SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers
