x = 1
print(max(x, 2)
y = 2
# expect error: SyntaxError: '(' was never closed
