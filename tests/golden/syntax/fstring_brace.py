x = 1
print(f'{x')
# expect error: SyntaxError: f-string: expecting '}'
