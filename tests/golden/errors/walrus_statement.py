x := 5
# expect error: SyntaxError: invalid syntax
