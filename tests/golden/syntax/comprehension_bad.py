y = [x for x in]
# expect error: SyntaxError: invalid syntax
