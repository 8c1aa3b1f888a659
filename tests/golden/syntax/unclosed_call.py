print('hi'
# expect error: SyntaxError: '(' was never closed
