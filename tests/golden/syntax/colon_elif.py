x = 1
if x == 1:
    pass
elif x == 2
    pass
# expect error: SyntaxError: expected ':'
