a < b = 1
# expect error: SyntaxError: cannot assign to comparison
