print('a' 'b' x)
# expect error: SyntaxError: invalid syntax. Perhaps you forgot a comma?
