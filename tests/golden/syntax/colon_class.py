class A
    pass
# expect error: SyntaxError: expected ':'
