x = (1 + 2
y = 3
# expect error: SyntaxError: '(' was never closed
