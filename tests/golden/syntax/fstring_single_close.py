print(f'}')
# expect error: SyntaxError: f-string: single '}' is not allowed
