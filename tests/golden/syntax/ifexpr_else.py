x = 1 if True
# expect error: SyntaxError: expected 'else' after 'if' expression
