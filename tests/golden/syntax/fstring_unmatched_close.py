# A closing parenthesis in an f-string expression that closes nothing.
a = 1
print(f'{a)}')
# expect error: SyntaxError: f-string: unmatched ')'
