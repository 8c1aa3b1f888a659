x = 1
if x:
    pass
else
    pass
# expect error: SyntaxError: expected ':'
