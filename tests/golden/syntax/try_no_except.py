try:
    x = 1
print(x)
# expect error: SyntaxError: expected 'except' or 'finally' block
