print(**)
# expect error: SyntaxError: invalid syntax
