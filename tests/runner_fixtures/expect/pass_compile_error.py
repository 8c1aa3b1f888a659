# fixture: pass
x = (1 +
# expect error: SyntaxError: '(' was never closed
