True = 1
# expect error: SyntaxError: cannot assign to True
