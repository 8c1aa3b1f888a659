print(a b)
# expect error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
