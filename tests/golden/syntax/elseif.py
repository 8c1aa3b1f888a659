x = 1
if x:
    pass
else if x:
    pass
# expect error: SyntaxError: expected ':'
