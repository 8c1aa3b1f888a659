a = [1, 2 3]
# expect error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
