d = {'a': 1 'b': 2}
# expect error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
