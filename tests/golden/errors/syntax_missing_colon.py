x = 3
if x > 2
    print(x)
# expect error: SyntaxError: expected ':'
