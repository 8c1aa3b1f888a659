x² = 1
# expect error: SyntaxError: invalid character '²' (U+00B2)
