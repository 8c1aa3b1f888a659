x = [1, 2,
     3
# expect error: SyntaxError: '[' was never closed
