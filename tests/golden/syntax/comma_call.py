print(1 2)
# expect error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
