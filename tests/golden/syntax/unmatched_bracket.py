x = 1]
# expect error: SyntaxError: unmatched ']'
