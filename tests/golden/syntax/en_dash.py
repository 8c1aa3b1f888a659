x = 5 – 3
# expect error: SyntaxError: invalid character '–' (U+2013)
