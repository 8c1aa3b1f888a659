f() = not x
# expect error: SyntaxError: cannot assign to function call
