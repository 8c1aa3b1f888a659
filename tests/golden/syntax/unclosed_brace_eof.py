d = {1: 2,
# expect error: SyntaxError: '{' was never closed
